import { Briefcase, CloudOff, Plus, Users } from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import type { Job } from "../../../shared/schemas/job";
import { useMetric } from "../../api/account-query";
import { useJobListView } from "../../api/job-list-views";
import { useWaitingIds } from "../../api/waiting-ids";
import { useSearchMatch } from "../../offline/search-match";
import type { JobFilter } from "../../api/jobs";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { JobCard } from "../../features/jobs/job-card";
import { openNewJob } from "../../features/jobs/new-job-store";
import { cn } from "../../lib/cn";
import { useRevealedCount } from "../../lib/use-revealed-count";
import type { JobLayout } from "./job-toolbar";

/** About a phone screen and a half of cards; the rest render after them, a few in each task. */
const FIRST_CARDS = 4;
const CARDS_PER_TASK = 8;

type JobCardsProps = { jobs: Job[]; layout: JobLayout; onViewClientHistory: (clientName: string) => void };

function JobCards({ jobs, layout, onViewClientHistory }: JobCardsProps) {
  const waitingIds = useWaitingIds();
  const metric = useMetric();
  const count = useRevealedCount(jobs.length, FIRST_CARDS, CARDS_PER_TASK);
  return (
    <ul aria-label="Jobs" className={cn("grid gap-4", layout === "grid" ? "grid-cols-1 md:grid-cols-2 2xl:grid-cols-3" : "grid-cols-1")}>
      {jobs.slice(0, count).map((job) => (
        <li key={job.id} className="[contain-intrinsic-size:auto_15rem] [content-visibility:auto]">
          <JobCard job={job} layout={layout} metric={metric} onViewClientHistory={onViewClientHistory} onDelete waiting={waitingIds.has(job.id)} />
        </li>
      ))}
    </ul>
  );
}

type JobResultsProps = {
  filter: JobFilter;
  layout: JobLayout;
  hasAnyJobs: boolean | undefined;
  onViewClientHistory: (clientName: string) => void;
};

export function JobResults({ filter, layout, hasAnyJobs, onViewClientHistory }: JobResultsProps) {
  const { list, jobs: latest, local } = useJobListView(filter, useSearchMatch(filter.search));
  const shown = useDeferredValue(latest);
  const jobs = shown ?? [];
  const cardsComing = latest !== undefined;
  const count = jobs.length;
  /** Each state below the same status line, which tells a screen reader what a search or filter shows (WCAG 4.1.3). */
  const said = (body: ReactNode) => (
    <>
      <p role="status" className="sr-only">
        {shown && (count ? `${count} ${count === 1 ? "job" : "jobs"} shown` : "No jobs found")}
      </p>
      {body}
    </>
  );

  if (!shown && (list.isPending || cardsComing)) {
    return said(
      <div role="status" aria-busy="true" aria-label="Loading jobs" className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-56 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    );
  }
  if (!shown) {
    return said(
      <EmptyState
        icon={CloudOff}
        title="Couldn't load your jobs"
        description="Check your connection and try again."
        action={<Button onClick={() => list.refetch()}>Try again</Button>}
      />
    );
  }
  if (jobs.length === 0 && filter.scope === "team") {
    return said(
      <EmptyState
        icon={Users}
        title="No team jobs found"
        description={filter.status !== "all" || filter.search.trim() ? "Try adjusting your filters" : "Your members' jobs appear here, read only, once they have some."}
      />
    );
  }
  if (jobs.length === 0) {
    return said(
      <EmptyState
        icon={Briefcase}
        title="No jobs found"
        description={hasAnyJobs === false ? "Get started by creating your first job" : "Try adjusting your filters"}
        action={
          <Button onClick={openNewJob}>
            <Plus aria-hidden className="h-5 w-5" />
            Create Your First Job
          </Button>
        }
      />
    );
  }
  return said(
    <div className="space-y-4">
      <JobCards jobs={jobs} layout={layout} onViewClientHistory={onViewClientHistory} />
      {local ? (
        <p role="note" className="text-center text-sm text-muted-foreground">
          Offline: showing the jobs saved on this device.
        </p>
      ) : list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? "Loading..." : "Show more jobs"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
