import { Camera, FileDown, Mic } from "lucide-react";
import { useState } from "react";
import { accessAllows } from "../../../shared/domain/job-access";
import type { Job } from "../../../shared/schemas/job";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ExportPdfSheet } from "./export-pdf-sheet";

/** The Overview's Quick Actions: add a photo or record a voice note (with edit access), or export the job report or client quote as PDF. */
export function QuickActionsCard({ job, onOpenPhotos, onRecordVoiceNote }: { job: Job; onOpenPhotos: () => void; onRecordVoiceNote: () => void }) {
  const [exporting, setExporting] = useState(false);
  const editable = accessAllows(job.access.level, "edit");
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-lg font-bold">Quick Actions</h2>
      <div className="grid grid-cols-2 gap-2">
        {editable ? (
          <>
            <Button variant="outline" onClick={onOpenPhotos}>
              <Camera aria-hidden className="h-5 w-5" />
              Add Photo
            </Button>
            <Button variant="outline" onClick={onRecordVoiceNote}>
              <Mic aria-hidden className="h-5 w-5" />
              Voice Note
            </Button>
          </>
        ) : null}
        <Button variant="outline" onClick={() => setExporting(true)}>
          <FileDown aria-hidden className="h-5 w-5" />
          Export PDF
        </Button>
      </div>
      {exporting ? <ExportPdfSheet job={job} open onOpenChange={setExporting} /> : null}
    </Card>
  );
}
