import { AlertTriangle, ArrowRight } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { jobTitle, vehicleLine } from "../../../shared/domain/job-text";
import type { ClientTotals, Job } from "../../../shared/schemas/job";
import { useClientJobs } from "../../api/client-history";
import { StatusBadge } from "../../components/status-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { cn } from "../../lib/cn";
import { formatDay, formatTimeline } from "../../lib/date-text";
import { summariseClientJobs } from "./client-history";

type ClientHistoryDialogProps = {
  clientName: string | null;
  onOpenChange: (open: boolean) => void;
  onSelectJob?: (jobId: string) => void;
};

export function ClientHistoryDialog({ clientName, onOpenChange, onSelectJob }: ClientHistoryDialogProps) {
  const jobs = useClientJobs(clientName);
  const [selection, setSelection] = useState<{ clientName: string | null; jobId: string } | null>(null);
  const selectedId = selection?.clientName === clientName ? selection.jobId : null;

  const toggle = (jobId: string) => setSelection(selectedId === jobId ? null : { clientName, jobId });

  return (
    <Dialog
      open={clientName !== null}
      onOpenChange={onOpenChange}
      title="Client History"
      description={clientName}
      size="lg"
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {jobs.isPending ? (
        <HistorySkeleton />
      ) : jobs.isError ? (
        <EmptyState
          icon={AlertTriangle}
          title="Couldn't load this client's history"
          description="Check your connection and try again."
          action={<Button onClick={() => jobs.refetch()}>Try again</Button>}
        />
      ) : (
        <History
          jobs={jobs.data.pages.flatMap((page) => page.items)}
          totals={jobs.data.pages[0]?.clientTotals}
          older={jobs.hasNextPage ? { loading: jobs.isFetchingNextPage, failed: jobs.isFetchNextPageError, load: () => void jobs.fetchNextPage() } : null}
          selectedId={selectedId}
          onToggle={toggle}
          onSelectJob={onSelectJob}
        />
      )}
    </Dialog>
  );
}

/** The client's older jobs beyond those shown: loading them, and whether the last try failed. */
type OlderJobs = { loading: boolean; failed: boolean; load: () => void };

type HistoryProps = {
  jobs: Job[];
  totals: ClientTotals | undefined;
  older: OlderJobs | null;
  selectedId: string | null;
  onToggle: (jobId: string) => void;
  onSelectJob?: (jobId: string) => void;
};

function History({ jobs, totals, older, selectedId, onToggle, onSelectJob }: HistoryProps) {
  const summary = summariseClientJobs(jobs, totals);
  return (
    <div className="space-y-6">
      <Section title="Client Overview">
        <dl className="grid grid-cols-3 gap-2">
          <Stat label="Total Jobs" value={summary.total} />
          <Stat label="Completed" value={summary.completed} />
          <Stat label="Success Rate" value={`${summary.successRate}%`} />
        </dl>
      </Section>
      <Section title="Relationship Timeline">
        <dl className="divide-y divide-border rounded-xl border border-border">
          <Detail label="First Job" value={formatDay(summary.firstJobAt)} />
          <Detail label="Latest Job" value={formatDay(summary.latestJobAt)} />
          <Detail label="Contact" value={summary.contact ?? "Unknown"} />
        </dl>
      </Section>
      <Section title="Job Timeline">
        {summary.timeline.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
            No jobs found for this client
          </p>
        ) : (
          <ol className="space-y-2 md:max-h-[500px] md:overflow-y-auto md:pr-1">
            {summary.timeline.map((job) => (
              <TimelineEntry
                key={job.id}
                job={job}
                selected={job.id === selectedId}
                onToggle={() => onToggle(job.id)}
                onOpen={onSelectJob ? () => onSelectJob(job.id) : undefined}
              />
            ))}
          </ol>
        )}
        {older ? (
          <div className="mt-3 flex flex-col items-center gap-2 text-center text-sm text-muted-foreground">
            <p role="status">
              Showing the newest {summary.timeline.length} of {summary.total} jobs.
              {older.failed ? " Couldn't load the older ones; check your connection." : null}
            </p>
            <Button variant="outline" onClick={() => !older.loading && older.load()} aria-disabled={older.loading || undefined}>
              {older.loading ? "Loading…" : older.failed ? "Try again" : "Show older jobs"}
            </Button>
          </div>
        ) : null}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card className="p-3 text-center">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 px-3 py-2">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium">{value}</dd>
    </div>
  );
}

type TimelineEntryProps = { job: Job; selected: boolean; onToggle: () => void; onOpen?: () => void };

function TimelineEntry({ job, selected, onToggle, onOpen }: TimelineEntryProps) {
  const vehicle = vehicleLine(job);
  const title = jobTitle(job, { besideClient: true });
  return (
    <li className={cn("rounded-lg border", selected ? "border-primary bg-accent text-accent-foreground" : "border-border")}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onToggle}
        className={cn("flex min-h-11 w-full flex-col gap-1 rounded-lg p-3 text-left", !selected && "hover:bg-muted")}
      >
        <span className="flex w-full items-start justify-between gap-2">
          <span className="min-w-0 break-words font-semibold">{title}</span>
          <StatusBadge status={job.status} className="shrink-0" />
        </span>
        {vehicle && vehicle !== title ? <span className="text-sm">{vehicle}</span> : null}
        <time dateTime={job.createdAt} className="text-sm text-muted-foreground">
          {formatTimeline(job.createdAt)}
        </time>
      </button>
      {selected && onOpen ? (
        <div className="px-3 pb-3">
          <Button onClick={onOpen} className="w-full sm:w-auto">
            Open Job
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">Loading…</span>
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
      <div className="h-36 animate-pulse rounded-xl bg-muted" />
      <div className="space-y-2">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
    </div>
  );
}
