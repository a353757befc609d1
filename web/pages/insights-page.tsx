import { BarChart3, Plus } from "lucide-react";
import { useState } from "react";
import type { InsightPeriod } from "../../shared/domain/insight-periods";
import { useInsights } from "../api/insights";
import { useJobStats } from "../api/jobs";
import { Button } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { InsightTabs } from "../features/insights/insight-tabs";
import { openNewJob } from "../features/jobs/new-job-store";
import { InsightsNeedConnection, insightsSubtitle } from "../features/insights/insights-offline";
import { useNow } from "../features/insights/use-now";
import { useFetchPartsOnceShown } from "../lib/parts-once-shown";
import { unavailableOffline } from "../api/query-offline";

export default function InsightsPage() {
  const [period, setPeriod] = useState<InsightPeriod>("week");
  const stats = useJobStats();
  const noJobsYet = stats.data?.own === 0;
  const insights = useInsights(period, stats.isSuccess && !noJobsYet);
  const now = useNow();
  const subtitle = noJobsYet ? null : insightsSubtitle(insights, now);
  const statsOffline = unavailableOffline(stats);
  useFetchPartsOnceShown(!stats.isPending || statsOffline);

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-3xl font-bold">Insights</h1>
        <p className="text-muted-foreground">{subtitle ?? "Your shop's numbers, by period."}</p>
      </div>
      {statsOffline ? <InsightsNeedConnection /> : null}
      {stats.isPending && !statsOffline ? <div aria-hidden className="h-64 animate-pulse rounded-xl bg-muted" /> : null}
      {noJobsYet ? (
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
      {stats.isPending || noJobsYet ? null : <InsightTabs period={period} onPeriod={setPeriod} />}
    </div>
  );
}
