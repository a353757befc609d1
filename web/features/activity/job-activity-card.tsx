import { History } from "lucide-react";
import { activityDetails, activityLabel } from "../../../shared/domain/activity-text";
import { JOB_ACTIVITY_SHOWN } from "../../../shared/schemas/activity";
import { useJobActivity } from "../../api/activity";
import { useMetric } from "../../api/account-query";
import { RetryLine } from "../../components/ui/retry-line";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { Card } from "../../components/ui/card";
import { formatTimeline } from "../../lib/date-text";
import { unavailableOffline, waitsForSignal } from "../../api/query-offline";

export function JobActivityCard({ jobId }: { jobId: string }) {
  const query = useJobActivity(jobId);
  const metric = useMetric();
  return (
    <Card className="h-fit space-y-3 p-4">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <History aria-hidden className="h-5 w-5 text-primary" />
        Activity
      </h2>
      {unavailableOffline(query) ? <p className="text-muted-foreground">{OFFLINE_NOTE}</p> : null}
      {query.isPending && !waitsForSignal(query) ? <div aria-hidden className="h-24 animate-pulse rounded-lg bg-muted" /> : null}
      {query.isError ? (
        <RetryLine message="Couldn't load the activity." onRetry={() => query.refetch()} />
      ) : null}
      {query.data?.length === 0 ? <p className="text-muted-foreground">No activity yet.</p> : null}
      {query.data?.length ? (
        <ol aria-label="Job activity" className="space-y-3">
          {query.data.map((entry) => (
            <li key={entry.id} className="border-l-2 border-border pl-3">
              <p className="font-semibold">{activityLabel(entry.action)}</p>
              {entry.details ? <p className="text-sm [overflow-wrap:anywhere]">{activityDetails(entry.action, entry.details, metric)}</p> : null}
              <p className="text-xs text-muted-foreground">{formatTimeline(entry.timestamp)}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {query.data?.length === JOB_ACTIVITY_SHOWN ? <p className="text-xs text-muted-foreground">The {JOB_ACTIVITY_SHOWN} most recent changes.</p> : null}
    </Card>
  );
}
