import { CloudUpload, QrCode } from "lucide-react";
import { accessAllows } from "../../../shared/domain/job-access";
import type { Job } from "../../../shared/schemas/job";
import { Card } from "../../components/ui/card";
import { BackupCard } from "../../features/backups/backup-card";
import { QrShareCard } from "../../features/share-links/qr-share-card";

export function BackupShareTab({ job }: { job: Job }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {accessAllows(job.access.level, "full") ? (
        <QrShareCard job={job} />
      ) : (
        <Card className="h-fit p-4">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <QrCode aria-hidden className="h-5 w-5 text-primary" />
            QR Share
          </h2>
          <p className="mt-1 text-muted-foreground">Only the job's owner or someone with full access can share this job.</p>
        </Card>
      )}
      {accessAllows(job.access.level, "full") ? (
        <BackupCard job={job} />
      ) : (
        <Card className="h-fit p-4">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <CloudUpload aria-hidden className="h-5 w-5 text-primary" />
            Cloud Backup
          </h2>
          <p className="mt-1 text-muted-foreground">Only the job's owner or someone with full access can back up this job.</p>
        </Card>
      )}
    </div>
  );
}
