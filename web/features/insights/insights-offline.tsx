import { CloudOff } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";
import { formatAge, formatCivilDay, formatTimeline } from "../../lib/date-text";
import { waitsForSignal } from "../../api/query-offline";

/** Said in place of figures this device has never kept, while there is no signal to fetch them. */
export function InsightsNeedConnection() {
  return (
    <EmptyState
      icon={CloudOff}
      title="Insights need a connection"
      description="These figures haven't been saved on this device yet. They load as soon as you're back online."
    />
  );
}

type ShownInsights = {
  data: { from: string; to: string; computedAt: string } | undefined;
  isPlaceholderData: boolean;
  fetchStatus: string;
};

/** The line under the page title: the period shown and how fresh its figures are, or when they date from while offline. */
export function insightsSubtitle(insights: ShownInsights, now: number): string | null {
  const { data } = insights;
  const offline = waitsForSignal(insights);
  if (!data || (offline && insights.isPlaceholderData)) return null;
  const range = `${formatCivilDay(data.from)} – ${formatCivilDay(data.to)}`;
  if (offline) return `${range} · Figures from ${formatTimeline(data.computedAt)}, offline`;
  return `${range} · ${insights.isPlaceholderData ? "Loading…" : `Updated ${formatAge(data.computedAt, now)}`}`;
}
