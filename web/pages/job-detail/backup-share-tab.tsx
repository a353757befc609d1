import { CloudUpload, type LucideIcon, QrCode } from "lucide-react";
import { accessAllows } from "../../../shared/domain/job-access";
import type { Job } from "../../../shared/schemas/job";
import { Card } from "../../components/ui/card";
import { BackupCard } from "../../features/backups/backup-card";
import { QrShareCard } from "../../features/share-links/qr-share-card";

function FullAccessOnlyCard({ icon: Icon, title, action }: { icon: LucideIcon; title: string; action: string }) {
  return (
    <Card className="h-fit p-4">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="h-5 w-5 text-primary" />
        {title}
      </h2>
      <p className="mt-1 text-muted-foreground">Only the job's owner or someone with full access can {action} this job.</p>
    </Card>
  );
}

export function BackupShareTab({ job }: { job: Job }) {
  if (!accessAllows(job.access.level, "full")) {
    return (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FullAccessOnlyCard icon={QrCode} title="QR Share" action="share" />
        <FullAccessOnlyCard icon={CloudUpload} title="Cloud Backup" action="back up" />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <QrShareCard job={job} />
      <BackupCard job={job} />
    </div>
  );
}
