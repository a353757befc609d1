import * as Tabs from "../../components/ui/tabs";
import { type ReactNode, useState } from "react";
import { INSIGHT_PERIODS, type InsightPeriod, PERIOD_LABELS } from "../../../shared/domain/insight-periods";
import type { InsightFigures } from "../../../shared/schemas/insights";
import { useInsights } from "../../api/insights";
import { RetryLine } from "../../components/ui/retry-line";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { UnderlineTabList } from "../../components/ui/underline-tabs";
import { ActivityTab } from "./activity-tab";
import { InsightsNeedConnection } from "./insights-offline";
import { AnalyticsTab } from "./analytics-tab";
import { OverviewTab } from "./overview-tab";
import { PerformanceTab } from "./performance-tab";
import { waitsForSignal } from "../../api/query-offline";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "performance", label: "Performance" },
  { value: "analytics", label: "Analytics" },
  { value: "activity", label: "Activity" },
] as const;
type InsightTab = (typeof TABS)[number]["value"];

const PERIOD_OPTIONS = INSIGHT_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));

type FigureTab = Exclude<InsightTab, "activity">;
const FIGURE_TABS: Record<FigureTab, (props: { figures: InsightFigures }) => ReactNode> = {
  overview: OverviewTab,
  performance: PerformanceTab,
  analytics: AnalyticsTab,
};

/**
 * The period's figures in one tab: a placeholder while the first answer is on its way, dimmed while another period
 * loads. Offline, the figures kept on the device show; a period never kept says it needs a connection.
 */
function FigurePanel({ insights, tab }: { insights: ReturnType<typeof useInsights>; tab: FigureTab }) {
  const Tab = FIGURE_TABS[tab];
  const offline = waitsForSignal(insights);
  if (insights.data && !(offline && insights.isPlaceholderData)) {
    return (
      <div aria-busy={insights.isPlaceholderData} className={insights.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
        <Tab figures={insights.data.figures} />
      </div>
    );
  }
  if (insights.isError) return <RetryLine message="Couldn't load the figures. Check your connection and try again." onRetry={() => insights.refetch()} />;
  if (offline) return <InsightsNeedConnection />;
  return <div aria-hidden className="h-64 animate-pulse rounded-xl bg-muted" />;
}

export function InsightTabs({ period, onPeriod }: { period: InsightPeriod; onPeriod: (period: InsightPeriod) => void }) {
  const [tab, setTab] = useState<InsightTab>("overview");
  const insights = useInsights(period);
  return (
    <>
      <SegmentedControl name="insight-period" legend="Period" value={period} options={PERIOD_OPTIONS} onChange={onPeriod} className="grid-cols-3 sm:max-w-md" />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as InsightTab)}>
        <UnderlineTabList label="Insight sections" items={TABS} />
        {(Object.keys(FIGURE_TABS) as FigureTab[]).map((value) => (
          <Tabs.Content key={value} value={value} className="pt-5">
            <FigurePanel insights={insights} tab={value} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="activity" className="pt-5">
          <ActivityTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
