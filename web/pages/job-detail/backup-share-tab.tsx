import { CloudUpload } from "lucide-react";
import type { Job } from "../../../shared/schemas/job";
import { Card } from "../../components/ui/card";
import { QrShareCard } from "../../features/sharing/qr-share-card";

export function BackupShareTab({ job }: { job: Job }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <QrShareCard job={job} />
      <Card className="h-fit p-4">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CloudUpload aria-hidden className="h-5 w-5 text-primary" />
          Cloud Backup
        </h2>
        <p className="mt-1 text-muted-foreground">Backing up a job with its photos to the cloud arrives in an upcoming update.</p>
      </Card>
    </div>
  );
}
