import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { activityDetails, activityLabel } from "../../../shared/domain/activity-text";
import { useActivityFeed } from "../../api/insights";
import { useMetric } from "../../api/account-query";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { RetryLine } from "../../components/ui/retry-line";
import { formatTimeline } from "../../lib/date-text";
import { unavailableOffline } from "../../api/query-offline";

export function ActivityTab() {
  const feed = useActivityFeed();
  const metric = useMetric();
  const entries = feed.data?.pages.flatMap((page) => page.entries) ?? [];
  const offline = unavailableOffline(feed);
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-lg font-bold">Recent Activity</h2>
      {offline ? <p className="text-muted-foreground">Activity needs a connection. It loads as soon as you're back online.</p> : null}
      {feed.isPending && !offline ? <div aria-hidden className="h-40 animate-pulse rounded-lg bg-muted" /> : null}
      {feed.isError && !feed.data ? (
        <RetryLine message="Couldn't load the activity." onRetry={() => feed.refetch()} />
      ) : null}
      {feed.isSuccess && entries.length === 0 ? <p className="text-muted-foreground">No recent activity found</p> : null}
      {entries.length ? (
        <ol aria-label="Recent activity" className="divide-y divide-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{activityLabel(entry.action)}</p>
                {entry.details ? <p className="text-sm [overflow-wrap:anywhere]">{activityDetails(entry.action, entry.details, metric)}</p> : null}
                <p className="text-xs text-muted-foreground">{formatTimeline(entry.timestamp)}</p>
              </div>
              {entry.job ? (
                <Link
                  href={`/jobs/${entry.job.id}`}
                  aria-label={`Open ${entry.job.label}`}
                  className="flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 font-semibold text-primary hover:bg-accent"
                >
                  Open
                  <ChevronRight aria-hidden className="h-4 w-4" />
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {feed.hasNextPage ? (
        <Button variant="outline" className="w-full" disabled={feed.isFetchingNextPage} onClick={() => feed.fetchNextPage()}>
          {feed.isFetchingNextPage ? "Loading…" : "Show more"}
        </Button>
      ) : null}
    </Card>
  );
}
