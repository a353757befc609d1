import { Car } from "lucide-react";
import { jobNameBesideClient, jobTitle, vehicleLine } from "../../shared/domain/job-text";
import type { SharedJob } from "../../shared/schemas/share";
import { ProgressBar } from "../components/progress-bar";
import { StatusBadge } from "../components/status-badge";
import { Card } from "../components/ui/card";
import { formatDueDate } from "../lib/format";
import { formatDay } from "../lib/date-text";
import { useDocumentTitle } from "../lib/use-document-title";

export function SharedJobSummary({ job }: { job: SharedJob }) {
  const vehicle = [vehicleLine(job), job.vehicleColor].filter(Boolean).join(" · ");
  const due = formatDueDate(job.dueDate);
  const title = jobTitle(job);
  useDocumentTitle(title);
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold">{title}</h1>
          {jobNameBesideClient(job) ? <p className="break-words text-muted-foreground">{job.clientName}</p> : null}
        </div>
        <StatusBadge status={job.status} />
      </div>
      {vehicle || job.vehicleVin ? (
        <p className="flex items-start gap-2">
          <Car aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <span className="min-w-0 break-words">
            {vehicle || "Vehicle"}
            {job.vehicleVin ? <span className="block font-mono text-sm text-muted-foreground">VIN {job.vehicleVin}</span> : null}
          </span>
        </p>
      ) : null}
      <ProgressBar value={job.progress} label="Job progress" />
      <p className="text-sm text-muted-foreground">
        {due ? `Due ${due} · ` : ""}Updated {formatDay(job.updatedAt)}
      </p>
    </Card>
  );
}
