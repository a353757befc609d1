import { Plus } from "lucide-react";
import { Link } from "wouter";
import { RECENT_JOBS_SHOWN } from "../../../shared/constants";
import { jobWithClient, vehicleMakeModel } from "../../../shared/domain/job-text";
import { useJobStatsView, useRecentJobsView } from "../../api/job-list-views";
import { StatusBadge } from "../../components/status-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DeleteJobButton } from "../../features/jobs/delete-job-button";
import { openNewJob } from "../../features/jobs/new-job-store";
import { JobSearch } from "./job-search";
import { jobPath } from "../../lib/routes";

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <p className="text-3xl font-bold">{value ?? "–"}</p>
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}

export function SidePanel({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  const stats = useJobStatsView();
  const recent = useRecentJobsView(RECENT_JOBS_SHOWN);
  return (
    <aside aria-label="Job overview" className="w-80 shrink-0 space-y-4">
      <Card className="grid grid-cols-2 gap-3 p-4">
        <Count label="Active Jobs" value={stats.data?.active} />
        <Count label="Completed" value={stats.data?.completed} />
      </Card>
      <Button className="w-full" onClick={openNewJob}>
        <Plus aria-hidden className="h-5 w-5" />
        New Job
      </Button>
      <JobSearch id="side-panel-search" value={search} onChange={onSearch} />
      <Card className="p-4">
        <h2 className="mb-2 font-bold">Recent Jobs</h2>
        {recent.data?.length ? (
          <ul className="divide-y divide-border">
            {recent.data.map((job) => (
              <li key={job.id} className="flex items-center gap-2 py-2">
                <Link href={jobPath(job.id)} title={job.clientName} className="block min-h-11 min-w-0 flex-1 rounded-lg py-1 hover:bg-muted">
                  <span className="line-clamp-2 break-words font-semibold">{job.clientName}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                    <StatusBadge status={job.status} className="text-xs" />
                    <span className="min-w-0 break-words text-sm text-muted-foreground">{vehicleMakeModel(job) || "No vehicle yet"}</span>
                  </span>
                </Link>
                <DeleteJobButton jobId={job.id} access={job.access} name={jobWithClient(job)} compact />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{recent.unavailableOffline ? "Not available offline" : recent.isPending ? "Loading…" : "No jobs yet"}</p>
        )}
      </Card>
    </aside>
  );
}
