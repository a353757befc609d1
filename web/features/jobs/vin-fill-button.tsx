import { AlertTriangle, LayoutTemplate, LoaderCircle, ScanLine } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { VehicleTemplate } from "../../../shared/domain/vehicle-templates";
import { isApiError } from "../../api/http";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import { useSingleFlight } from "../../lib/use-single-flight";
import type { JobFormValues } from "./job-form";

const IDLE_LABEL = "Fill year, make and model from VIN";
const BUSY_LABEL = "Looking up VIN…";

/** Both labels share one grid cell, so the button keeps the size of the longer one while it works. */
function Label({ text, shown }: { text: string; shown: boolean }) {
  return (
    <span aria-hidden={!shown || undefined} className={cn("col-start-1 row-start-1", !shown && "invisible")}>
      {text}
    </span>
  );
}

type Filled = { vin: string; notes: string[]; template: string | null };

/**
 * Fills the job form's empty year, make and model from its VIN, and says under the button what the decode left for the
 * user to type (the Wrapulator's words). Where the form takes a template's area (`onTemplate`) and the decode is one of
 * the library's vehicles, an empty total area is filled from it and the match is named. The decoder (and its table of
 * makers, for decoding with no signal) loads on the first tap, so the dashboard does not carry it.
 */
export function VinFillButton({ form, onTemplate }: { form: UseFormReturn<JobFormValues>; onTemplate?: (template: VehicleTemplate) => void }) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Filled | null>(null);
  const vinNow = useWatch({ control: form.control, name: "vehicleVin" });
  const notesBox = useRef<HTMLDivElement>(null);
  // The notes appear below the button, often under the dialog's fold; jsdom has no scrollIntoView.
  useEffect(() => {
    if (result?.notes.length || result?.template) notesBox.current?.scrollIntoView?.({ block: "nearest" });
  }, [result]);
  const fill = useSingleFlight(async () => {
    setPending(true);
    setResult(null);
    try {
      const [{ VIN_TOASTS, normaliseVinInput, vinProblem }, { fetchVinDecode }, { decodeSummary, displayMake }, { VIN_FAILED_NOTES, vinFillNotes }, { templateMatchNote }] =
        await Promise.all([
          import("../../../shared/domain/vin"),
          import("../../api/vin"),
          import("../../../shared/domain/vin-decode"),
          import("../../../shared/domain/vin-notes"),
          import("./vin-template-note"),
        ]);
      const vin = normaliseVinInput(form.getValues("vehicleVin") ?? "");
      const problem = vinProblem(vin);
      if (problem) {
        toast({ ...(problem === "length" ? VIN_TOASTS.invalidLength : VIN_TOASTS.invalidCharacters), variant: "destructive" });
        return;
      }
      try {
        const decoded = await fetchVinDecode(vin);
        const { vehicle } = decoded;
        form.setValue("vehicleVin", vin, { shouldDirty: true });
        const found = { vehicleYear: vehicle.year ? String(vehicle.year) : "", vehicleMake: displayMake(vehicle.make) ?? "", vehicleModel: vehicle.model ?? "" };
        for (const [field, value] of Object.entries(found) as [keyof JobFormValues, string][]) {
          if (value && !form.getValues(field).trim()) form.setValue(field, value, { shouldDirty: true });
        }
        const template = onTemplate ? templateMatchNote(vehicle, form.getValues("totalSquareFeet"), onTemplate) : null;
        setResult({ vin, notes: vinFillNotes(decoded), template });
        toast({ title: VIN_TOASTS.decoded.title, description: decodeSummary(decoded) });
      } catch (error) {
        const outcome = isApiError(error, "not_found") ? "empty" : "failed";
        setResult({ vin, notes: [VIN_FAILED_NOTES[outcome]], template: null });
        toast({ ...VIN_TOASTS[outcome], variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  });
  const shown = result && result.vin === vinNow ? result : null;
  const notes = shown?.notes ?? [];
  return (
    <>
      <Button type="button" variant="outline" className="w-full" aria-disabled={pending || undefined} aria-busy={pending || undefined} onClick={() => void fill()}>
        {pending ? <LoaderCircle aria-hidden className="h-5 w-5 shrink-0 animate-spin" /> : <ScanLine aria-hidden className="h-5 w-5 shrink-0" />}
        <span className="grid items-center">
          <Label text={IDLE_LABEL} shown={!pending} />
          <Label text={BUSY_LABEL} shown={pending} />
        </span>
      </Button>
      <div ref={notesBox} role="status" aria-label="VIN lookup" className="space-y-2">
        {shown?.template ? (
          <p className="flex gap-2 rounded-lg border p-3 text-sm">
            <LayoutTemplate aria-hidden className="h-5 w-5 shrink-0 text-primary" />
            <span>{shown.template}</span>
          </p>
        ) : null}
        {notes.map((note) => (
          <p key={note} className="flex gap-2 rounded-lg border border-amber-500 p-3 text-sm">
            <AlertTriangle aria-hidden className="h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
            <span>{note}</span>
          </p>
        ))}
      </div>
    </>
  );
}
