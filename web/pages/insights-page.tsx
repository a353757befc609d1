import * as Tabs from "@radix-ui/react-tabs";
import { BarChart3, Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { INSIGHT_PERIODS, type InsightPeriod, PERIOD_LABELS } from "../../shared/domain/insight-periods";
import { useInsights } from "../api/insights";
import { useJobStats } from "../api/jobs";
import { Button } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { SegmentedControl } from "../components/ui/segmented-control";
import { openNewJob } from "../features/jobs/new-job-store";
import { ActivityTab } from "../features/insights/activity-tab";
import { AnalyticsTab } from "../features/insights/analytics-tab";
import { OverviewTab } from "../features/insights/overview-tab";
import { PerformanceTab } from "../features/insights/performance-tab";
import { useNow } from "../features/insights/use-now";
import { formatAge, formatCivilDay } from "../lib/format";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "performance", label: "Performance" },
  { value: "analytics", label: "Analytics" },
  { value: "activity", label: "Activity" },
] as const;
type InsightTab = (typeof TABS)[number]["value"];

const PERIOD_OPTIONS = INSIGHT_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));

export default function InsightsPage() {
  const [period, setPeriod] = useState<InsightPeriod>("week");
  const [tab, setTab] = useState<InsightTab>("overview");
  const insights = useInsights(period);
  const stats = useJobStats();
  const now = useNow();
  const data = insights.data;
  const noJobsYet = stats.data?.total === 0;

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-3xl font-bold">Insights</h1>
        <p className="text-muted-foreground">
          {data ? `${formatCivilDay(data.from)} – ${formatCivilDay(data.to)} · Updated ${formatAge(data.computedAt, now)}` : "Your shop's numbers, by period."}
        </p>
      </div>
      <SegmentedControl name="insight-period" legend="Period" value={period} options={PERIOD_OPTIONS} onChange={setPeriod} className="grid-cols-3 sm:max-w-md" />
      {noJobsYet && tab !== "activity" ? (
        <EmptyState
          icon={BarChart3}
          title="No insights yet"
          description="Add your first job and its figures show up here: jobs, completion rate and time, clients, square feet and the weekly trend."
          action={
            <Button onClick={openNewJob}>
              <Plus aria-hidden className="h-5 w-5" />
              New Job
            </Button>
          }
        />
      ) : null}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as InsightTab)}>
        <Tabs.List aria-label="Insight sections" className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4">
          {TABS.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              className="min-h-11 shrink-0 border-b-2 border-transparent px-3 font-semibold text-muted-foreground data-[state=active]:border-primary data-[state=active]:text-foreground"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {insights.isPending ? <div aria-hidden className="mt-5 h-64 animate-pulse rounded-xl bg-muted" /> : null}
        {insights.isError && !data ? (
          <div className="mt-5 flex flex-wrap items-center gap-3 text-muted-foreground">
            Couldn't load the figures.
            <Button variant="outline" onClick={() => insights.refetch()}>
              <RefreshCw aria-hidden className="h-5 w-5" />
              Try again
            </Button>
          </div>
        ) : null}
        {data && !noJobsYet ? (
          <>
            <Tabs.Content value="overview" className="pt-5">
              <OverviewTab figures={data.figures} />
            </Tabs.Content>
            <Tabs.Content value="performance" className="pt-5">
              <PerformanceTab figures={data.figures} />
            </Tabs.Content>
            <Tabs.Content value="analytics" className="pt-5">
              <AnalyticsTab figures={data.figures} />
            </Tabs.Content>
          </>
        ) : null}
        <Tabs.Content value="activity" className="pt-5">
          <ActivityTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
