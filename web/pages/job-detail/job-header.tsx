import { ArrowLeft, Camera, Link2, Pencil } from "lucide-react";
import { memo } from "react";
import { Link, useLocation } from "wouter";
import { jobNameBesideClient, jobWithClient, vehicleLine } from "../../../shared/domain/job-text";
import type { Job } from "../../../shared/schemas/job";
import { WaitingBadge } from "../../components/waiting-badge";
import { StatusBadge } from "../../components/status-badge";
import { buttonClasses } from "../../components/ui/button";
import { copyJobLink } from "../../features/jobs/copy-job-link";
import { accessAllows } from "../../../shared/domain/job-access";
import { AccessBadge } from "../../features/jobs/access-badge";
import { DeleteJobButton } from "../../features/jobs/delete-job-button";

type JobHeaderProps = { job: Job; onEdit: () => void; onPhotos: () => void; waiting: boolean };

/** Drawn again only when what it shows or does changes, not whenever the page redraws (see JobTabs). */
export const JobHeader = memo(function JobHeader({ job, onEdit, onPhotos, waiting }: JobHeaderProps) {
  const [, navigate] = useLocation();
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Link href="/" aria-label="Back to jobs" className={buttonClasses("ghost", "icon", "-ml-2")}>
        <ArrowLeft aria-hidden className="h-6 w-6" />
      </Link>
      <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl [overflow-wrap:anywhere]">{job.clientName}</h1>
          <StatusBadge status={job.status} />
          {waiting ? <WaitingBadge /> : null}
        </div>
        <p className="text-muted-foreground [overflow-wrap:anywhere]">
          {[jobNameBesideClient(job), vehicleLine(job)].filter(Boolean).join(" · ")}
        </p>
        <AccessBadge access={job.access} />
      </div>
      <div className="ml-auto flex items-center gap-1">
        {accessAllows(job.access.level, "edit") ? (
          <button type="button" aria-label="Edit job" onClick={onEdit} className={buttonClasses("ghost", "icon")}>
            <Pencil aria-hidden className="h-5 w-5" />
          </button>
        ) : null}
        <button type="button" aria-label="Copy job link" onClick={() => copyJobLink(job.id)} className={buttonClasses("ghost", "icon")}>
          <Link2 aria-hidden className="h-5 w-5" />
        </button>
        <button type="button" aria-label="Photos" onClick={onPhotos} className={buttonClasses("ghost", "icon")}>
          <Camera aria-hidden className="h-5 w-5" />
        </button>
        <DeleteJobButton jobId={job.id} access={job.access} name={jobWithClient(job)} here onDeleted={() => navigate("/", { replace: true })} />
      </div>
    </div>
  );
});
