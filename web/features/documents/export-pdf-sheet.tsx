import { useState } from "react";
import { isMetric } from "../../../shared/domain/units";
import type { LengthUnit } from "../../../shared/domain/units";
import type { DocumentUnits, ReportPhotoChoice } from "../../../shared/schemas/document";
import type { Job } from "../../../shared/schemas/job";
import { useShopDefaults } from "../../api/account";
import { NO_CONNECTION } from "../feedback/failure-toast";
import { fetchJobQuote, fetchJobReport } from "../../api/documents";
import { useEstimates } from "../../api/estimates";
import { usePhotos } from "../../api/photos";
import type { Photo } from "../../../shared/schemas/photo";
import { ApiError } from "../../api/http";
import { NeedsSignal } from "../../components/needs-signal";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { toast } from "../../components/ui/toast-store";
import { saveFile } from "../../lib/save-file";
import { useOnline } from "../../lib/use-online";
import { useSingleFlight } from "../../lib/use-single-flight";

type DocumentKind = "report" | "quote";

const KINDS = [
  { value: "report", label: "Job report" },
  { value: "quote", label: "Client quote" },
] as const;
const PHOTO_CHOICES = [
  { value: "all", label: "All photos" },
  { value: "marked", label: "Marked up" },
  { value: "none", label: "No photos" },
] as const;

const documentUnits = (unit: LengthUnit): DocumentUnits => (isMetric(unit) ? "metric" : "imperial");

/** What the photos choice would leave out of the report, said before it is made; nothing while the photos are unknown. */
function photosNote(choice: ReportPhotoChoice, photos: Photo[] | undefined): string | null {
  if (!photos || choice === "none") return null;
  if (photos.length === 0) return "This job has no photos yet, so the report will have none.";
  if (choice === "marked" && !photos.some((photo) => photo.hasMarkup)) return "None of this job's photos are marked up yet, so the report will have no photos.";
  return null;
}

/** The Overview's Export PDF: a job report (photos and measurements as chosen) or the client quote from the latest estimate, made on the server and downloaded or shared. */
export function ExportPdfSheet({ job, open, onOpenChange }: { job: Job; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [kind, setKind] = useState<DocumentKind>("report");
  const [photos, setPhotos] = useState<ReportPhotoChoice>("all");
  const [measurements, setMeasurements] = useState(true);
  const units = documentUnits(useShopDefaults().lengthUnit);
  const estimates = useEstimates(job.id);
  const jobPhotos = usePhotos(job.id).data;
  const photoNote = photosNote(photos, jobPhotos);
  const [making, setMaking] = useState(false);
  const online = useOnline();
  const noEstimate = kind === "quote" && estimates.isSuccess && estimates.data.length === 0;
  const make = useSingleFlight(async () => {
    setMaking(true);
    try {
      const pdf = kind === "report" ? await fetchJobReport(job.id, { photos, measurements, units }) : await fetchJobQuote(job.id, units);
      await saveFile(pdf.blob, pdf.fileName);
      onOpenChange(false);
    } catch (error) {
      toast({ title: "Couldn't make the PDF", description: pdfFailure(error), variant: "destructive" });
    } finally {
      setMaking(false);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export PDF"
      description="Made from the job as it is now."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void make()} disabled={making || noEstimate || !online} aria-busy={making}>
            {making ? "Making PDF…" : "Download PDF"}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SegmentedControl name="pdf-kind" legend="Document" value={kind} options={KINDS} onChange={setKind} className="grid-cols-2" />
        {kind === "report" ? (
          <>
            <div className="space-y-1">
              <p className="text-sm font-semibold">Photos</p>
              <SegmentedControl name="pdf-photos" legend="Photos" value={photos} options={PHOTO_CHOICES} onChange={setPhotos} className="grid-cols-3" />
              {photoNote ? <p className="text-sm text-muted-foreground">{photoNote}</p> : null}
            </div>
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" checked={measurements} onChange={(event) => setMeasurements(event.target.checked)} className="h-5 w-5 accent-[var(--primary)]" />
              Include the measurements
            </label>
          </>
        ) : (
          <p className="text-muted-foreground">
            {noEstimate ? "This job has no estimate yet. Add one in the Wrapulator tab to make a quote." : "The quote uses the job's latest estimate and is valid for 30 days."}
          </p>
        )}
        {online ? null : <NeedsSignal>No signal: PDFs are made on the server, so this works again once you're back online.</NeedsSignal>}
      </div>
    </Dialog>
  );
}

function pdfFailure(error: unknown): string {
  if (error instanceof TypeError) return NO_CONNECTION;
  return (error instanceof ApiError && error.serverMessage) || "Something went wrong while making it. Please try again.";
}
