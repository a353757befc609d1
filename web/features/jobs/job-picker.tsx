import { ChevronRight, Plus } from "lucide-react";
import { RECENT_JOBS_SHOWN } from "../../../shared/constants";
import { jobNameBesideClient, vehicleLine } from "../../../shared/domain/job-text";
import type { Job } from "../../../shared/schemas/job";
import { useRecentJobs } from "../../api/jobs";
import { StatusBadge } from "../../components/status-badge";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

function JobChoice({ job, onChoose }: { job: Job; onChoose: () => void }) {
  const vehicle = vehicleLine(job);
  const name = jobNameBesideClient(job);
  return (
    <button
      type="button"
      onClick={onChoose}
      className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-left hover:bg-muted"
    >
      <span className="min-w-0 flex-1">
        <span className="flex items-center justify-between gap-2">
          <span className="line-clamp-2 break-words font-bold">{job.clientName}</span>
          <StatusBadge status={job.status} className="shrink-0 text-xs" />
        </span>
        {name ? <span className="line-clamp-2 break-words text-sm text-muted-foreground">{name}</span> : null}
        {vehicle ? <span className="line-clamp-2 break-words text-sm">{vehicle}</span> : null}
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-muted-foreground" />
    </button>
  );
}

type Props = { title: string; description: string; onChoose: (job: Job) => void; onNewJob: () => void; onClose: () => void };

/** The first step of the bottom navigation's Measure and Camera buttons: which job it is for. */
export function JobPicker({ title, description, onChoose, onNewJob, onClose }: Props) {
  const recent = useRecentJobs(RECENT_JOBS_SHOWN);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={title} description={description}>
      <div className="space-y-4">
        <Button className="w-full" size="lg" onClick={onNewJob}>
          <Plus aria-hidden className="h-5 w-5" />
          New Job
        </Button>
        <h3 className="font-semibold text-muted-foreground">Recent jobs</h3>
        {recent.isPending ? (
          <p className="text-muted-foreground">Loading jobs...</p>
        ) : recent.isError ? (
          <p className="text-muted-foreground">Couldn't load your jobs. Check your connection and try again.</p>
        ) : recent.data.length === 0 ? (
          <p className="text-muted-foreground">No jobs yet. Start with a new job.</p>
        ) : (
          <ul className="space-y-2">
            {recent.data.map((job) => (
              <li key={job.id}>
                <JobChoice job={job} onChoose={() => onChoose(job)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
