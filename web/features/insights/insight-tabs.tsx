import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { INSIGHT_PERIODS, type InsightPeriod, PERIOD_LABELS } from "../../../shared/domain/insight-periods";
import { useInsights } from "../../api/insights";
import { RetryLine } from "../../components/ui/retry-line";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { UnderlineTabList } from "../../components/ui/underline-tabs";
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
        <UnderlineTabList label="Insight sections" items={TABS} />
        {insights.isPending ? <div aria-hidden className="mt-5 h-64 animate-pulse rounded-xl bg-muted" /> : null}
        {insights.isError && !data ? (
          <div className="mt-5">
            <RetryLine message="Couldn't load the figures." onRetry={() => insights.refetch()} />
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
