import * as Tabs from "@radix-ui/react-tabs";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { INSIGHT_PERIODS, type InsightPeriod, PERIOD_LABELS } from "../../../shared/domain/insight-periods";
import { useInsights } from "../../api/insights";
import { Button } from "../../components/ui/button";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { ActivityTab } from "./activity-tab";
import { AnalyticsTab } from "./analytics-tab";
import { OverviewTab } from "./overview-tab";
import { PerformanceTab } from "./performance-tab";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "performance", label: "Performance" },
  { value: "analytics", label: "Analytics" },
  { value: "activity", label: "Activity" },
] as const;
type InsightTab = (typeof TABS)[number]["value"];

const PERIOD_OPTIONS = INSIGHT_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));

export function InsightTabs({ period, onPeriod }: { period: InsightPeriod; onPeriod: (period: InsightPeriod) => void }) {
  const [tab, setTab] = useState<InsightTab>("overview");
  const insights = useInsights(period);
  const data = insights.data;
  return (
    <>
      <SegmentedControl name="insight-period" legend="Period" value={period} options={PERIOD_OPTIONS} onChange={onPeriod} className="grid-cols-3 sm:max-w-md" />
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
        {data ? (
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
    </>
  );
}
