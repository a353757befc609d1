import { Calendar, Camera, History, Link2, MapPin, Ruler } from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import { formatArea } from "../../../shared/domain/area-text";
import { jobNameBesideClient, jobWithClient, vehicleLine } from "../../../shared/domain/job-text";
import type { Job } from "../../../shared/schemas/job";
import { ProgressBar } from "../../components/progress-bar";
import { WaitingBadge } from "../../components/waiting-badge";
import { StatusBadge } from "../../components/status-badge";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatDueDate } from "../../lib/format";
import { AccessBadge } from "./access-badge";
import { copyJobLink } from "./copy-job-link";
import { DeleteJobButton } from "./delete-job-button";
import { jobPath } from "../../lib/routes";

type JobCardProps = { job: Job; layout: "grid" | "list"; metric: boolean; onViewClientHistory?: (clientName: string) => void; onDelete?: boolean; waiting?: boolean };

/** Memoised: the dashboard re-renders on every keystroke in its search, and fifty cards need not follow. */
export const JobCard = memo(function JobCard({ job, layout, metric, onViewClientHistory, onDelete, waiting = false }: JobCardProps) {
  const due = formatDueDate(job.dueDate);
  const vehicle = vehicleLine(job);
  const name = jobNameBesideClient(job);
  const withClient = jobWithClient(job);
  return (
    <Card className={cn("flex gap-4 p-4", layout === "grid" ? "flex-col" : "flex-col lg:flex-row lg:items-center")}>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-lg font-bold">
              <Link href={jobPath(job.id)} title={job.clientName} className="block py-2 hover:underline">
                <span className="line-clamp-2 break-words">{job.clientName}</span>
              </Link>
            </h2>
            {name ? <p className="line-clamp-2 break-words text-muted-foreground" title={name}>{name}</p> : null}
          </div>
          <StatusBadge status={job.status} className="shrink-0" />
        </div>
        <AccessBadge access={job.access} />
        {waiting ? <WaitingBadge /> : null}
        {vehicle ? <p className="font-medium">{vehicle}</p> : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {job.location ? (
            <div className="flex items-center gap-1">
              <MapPin aria-hidden className="h-4 w-4" />
              <dt className="sr-only">Location</dt>
              <dd>{job.location}</dd>
            </div>
          ) : null}
          {due ? (
            <div className="flex items-center gap-1">
              <Calendar aria-hidden className="h-4 w-4" />
              <dt className="sr-only">Due date</dt>
              <dd>Due {due}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1">
            <Ruler aria-hidden className="h-4 w-4" />
            <dt className="sr-only">Total area</dt>
            <dd>{formatArea(job.totalSquareFeet, metric)}</dd>
          </div>
        </dl>
        <ProgressBar value={job.progress} label={`Progress of ${withClient}`} />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Link href={jobPath(job.id)} aria-label={`Open Job ${withClient}`} className={buttonClasses("primary", "md", "flex-1 lg:flex-none")}>
          Open Job
        </Link>
        <Link href={jobPath(job.id, "photos")} aria-label={`Photos of ${withClient}`} className={buttonClasses("ghost", "icon")}>
          <Camera aria-hidden className="h-5 w-5" />
        </Link>
        {onViewClientHistory && job.access.via === "owner" ? (
          <button
            type="button"
            aria-label={`View client history for ${job.clientName}`}
            onClick={() => onViewClientHistory(job.clientName)}
            className={buttonClasses("ghost", "icon")}
          >
            <History aria-hidden className="h-5 w-5" />
          </button>
        ) : null}
        <button
          type="button"
          aria-label={`Copy link to job ${withClient}`}
          onClick={() => copyJobLink(job.id)}
          className={buttonClasses("ghost", "icon")}
        >
          <Link2 aria-hidden className="h-5 w-5" />
        </button>
        {onDelete ? <DeleteJobButton jobId={job.id} access={job.access} name={withClient} /> : null}
      </div>
    </Card>
  );
});
