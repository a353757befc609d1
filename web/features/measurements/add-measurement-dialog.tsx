import { useState } from "react";
import { previewSquareFeet, typedInches } from "../../../shared/domain/measurement-area";
import { defaultMeasurementLabel } from "../../../shared/domain/measurement-title";
import { CUSTOM_PANEL, JOB_TYPE_LABELS } from "../../../shared/domain/panels";
import type { MeasurementJobType } from "../../../shared/domain/vocabulary";
import type { LengthUnit } from "../../../shared/domain/units";
import { useShopDefaults } from "../../api/account";
import { type AddedMeasurement, useAddMeasurement } from "../../api/measurement-mutations";
import { PanelOptions } from "../../components/panel-options";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { formatSquareFeetExact, formatSquareMetres } from "../../../shared/domain/area-text";
import { DimensionField } from "./dimension-fields";
import { type MeasurementFieldErrors, checkMeasurement } from "./measurement-validation";
import { UnitPicker } from "./unit-picker";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { uuidv7 } from "../../lib/uuidv7";
import { toastFailure } from "../feedback/failure-toast";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";
import { useWritePreviews } from "../../api/queued-write";

type AddMeasurementDialogProps = { jobId: string; jobType: MeasurementJobType; onClose: () => void };

/** Issue 31: Save is never disabled silently; what is missing is said beside its field. */
const MISSING = { panel: "Choose a panel", width: "Enter the width", height: "Enter the height" } as const;
const SAVED_EARLIER = "Your earlier try had already saved it, with the values sent then. Edit it to change them.";

/** One dialog is one new measurement: its id is made when the dialog opens and kept for every try (see NewJobDialog). */
export function AddMeasurementDialog({ jobId, jobType, onClose }: AddMeasurementDialogProps) {
  const [measurementId] = useState(uuidv7);
  useWritePreviews();
  const addMeasurement = useAddMeasurement(jobId);
  const idempotency = useIdempotencyKey();
  const defaultUnit = useShopDefaults().lengthUnit;
  const [pickedUnit, setUnit] = useState<LengthUnit | null>(null);
  const unit = pickedUnit ?? defaultUnit;
  const custom = jobType === "custom";
  const [panel, setPanel] = useState(custom ? CUSTOM_PANEL : "");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [label, setLabel] = useState("");
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<MeasurementFieldErrors>({});
  const edit = (field: keyof MeasurementFieldErrors, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const preview = previewSquareFeet(width, height, unit);
  /** A length typed in the unit shown keeps that unit: settings arriving late must not turn 150 in into 150 cm. */
  const typed = (change: (value: string) => void) => (value: string) => {
    setUnit(unit);
    change(value);
  };

  const save = useSingleFlight(async () => {
    const missing: MeasurementFieldErrors = {
      ...(panel === "" ? { panel: MISSING.panel } : {}),
      ...(width.trim() === "" ? { width: MISSING.width } : {}),
      ...(height.trim() === "" ? { height: MISSING.height } : {}),
    };
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const input = { jobType, panel, unit, width, height, label, notes };
    const check = await checkMeasurement(input);
    if (!check.ok) {
      setErrors(check.fieldErrors);
      if (check.toast) toast({ ...check.toast, variant: "destructive" });
      return;
    }
    let outcome: WriteOutcome<AddedMeasurement>;
    try {
      const idempotencyKey = idempotency.keyFor({ measurementId, input });
      outcome = await addMeasurement.submit({ jobId, id: measurementId, idempotencyKey, input });
    } catch (error) {
      toastFailure("Failed to add measurement", error);
      return;
    }
    idempotency.finish();
    toast({ title: "Measurement added", ...(!outcome.queued && outcome.data.savedEarlier ? { description: SAVED_EARLIER } : syncNote(outcome)) });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Add Measurement"
      description={`${JOB_TYPE_LABELS[jobType]} · lengths are stored in inches`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-measurement-form" disabled={addMeasurement.isPending}>
            {addMeasurement.isPending ? "Saving..." : "Save Measurement"}
          </Button>
        </>
      }
    >
      <form
        id="add-measurement-form"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {custom ? null : (
          <FormField label="Panel" error={errors.panel}>
            <Select value={panel} onChange={(event) => edit("panel", setPanel)(event.target.value)}>
              <option value="" disabled>
                Choose a panel
              </option>
              <PanelOptions jobType={jobType} />
            </Select>
          </FormField>
        )}
        <UnitPicker name="add-measurement-unit" value={unit} onChange={setUnit} />
        <div className="grid grid-cols-2 gap-3">
          <DimensionField label="Width" unit={unit} value={width} error={errors.width} onChange={typed(edit("width", setWidth))} />
          <DimensionField label="Height" unit={unit} value={height} error={errors.height} onChange={typed(edit("height", setHeight))} />
        </div>
        <output aria-live="polite" className="block rounded-lg bg-muted px-4 py-3">
          <span className="block text-sm text-muted-foreground">Area preview</span>
          <span className="whitespace-nowrap text-2xl font-bold">{formatSquareFeetExact(preview)}</span>
          <span className="ml-2 whitespace-nowrap text-muted-foreground">{formatSquareMetres(preview)}</span>
        </output>
        <FormField
          label={custom ? "Area name (optional)" : "Label (optional)"}
          error={errors.label}
          hint={
            panel && preview > 0
              ? `Leave empty to use "${defaultMeasurementLabel(panel, { width: typedInches(width, unit), height: typedInches(height, unit) }, unit)}"`
              : "Leave empty to use the panel name and size"
          }
        >
          <Input autoComplete="off" value={label} onChange={(event) => setLabel(event.target.value)} />
        </FormField>
        <FormField label={custom ? "Notes (required for custom jobs)" : "Notes (optional)"} error={errors.notes}>
          <Textarea value={notes} onChange={(event) => edit("notes", setNotes)(event.target.value)} />
        </FormField>
      </form>
    </Dialog>
  );
}
