import { useState } from "react";
import { defaultMeasurementLabel } from "../../../shared/domain/measurement-title";
import type { LengthUnit } from "../../../shared/domain/units";
import type { Measurement } from "../../../shared/schemas/measurement";
import { editConflict, isApiError } from "../../api/http";
import { MeasurementEditConflict, useUpdateMeasurement } from "../../api/measurement-mutations";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { DimensionField } from "./dimension-fields";
import { DIMENSIONS, type DimensionKey, MEASUREMENT_FIELD_LABELS, baseOf, changesFrom, editStateOf, rebaseEditState } from "./measurement-edit-state";
import { type MeasurementFieldErrors, checkMeasurement } from "./measurement-validation";
import { switchUnit, typeLength } from "./typed-length";
import { UnitPicker } from "./unit-picker";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";
import { useWritePreviews } from "../../api/queued-write";

/**
 * A card's edit mode. It sends what the user changed and what those fields were when editing
 * began; when someone else changed the same field meanwhile, it shows their value to check.
 */
export function MeasurementEditor({ measurement, onDone }: { measurement: Measurement; onDone: () => void }) {
  useWritePreviews();
  const update = useUpdateMeasurement(measurement.jobId);
  const idempotency = useIdempotencyKey();
  const [base, setBase] = useState(measurement);
  const [state, setState] = useState(() => editStateOf(measurement));
  const [errors, setErrors] = useState<MeasurementFieldErrors>({});
  const { unit, lengths, label, notes } = state;

  const typeDimension = (key: DimensionKey) => (text: string) => {
    setState((current) => ({ ...current, lengths: { ...current.lengths, [key]: typeLength(text, current.unit) } }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const changeUnit = (next: LengthUnit) => {
    setState((current) => ({
      ...current,
      unit: next,
      lengths: {
        width: switchUnit(current.lengths.width, next),
        height: switchUnit(current.lengths.height, next),
        length: switchUnit(current.lengths.length, next),
      },
    }));
  };

  const save = useSingleFlight(async () => {
    const check = await checkMeasurement({
      jobType: base.jobType,
      panel: base.panel,
      unit,
      width: lengths.width.text,
      height: lengths.height.text,
      length: lengths.length.text,
      label,
      notes,
    });
    if (!check.ok) {
      setErrors(check.fieldErrors);
      if (check.toast) toast({ ...check.toast, variant: "destructive" });
      return;
    }
    const patch = changesFrom(state, base);
    if (Object.keys(patch).length === 0) return onDone();
    const request = { patch, base: baseOf(patch, base) };
    let outcome: WriteOutcome<unknown>;
    try {
      outcome = await update.submit({ jobId: base.jobId, id: base.id, idempotencyKey: idempotency.keyFor(request), ...request });
    } catch (error) {
      if (isApiError(error, "not_found")) {
        toast({ title: "Measurement deleted", description: "It was deleted on another device, so there is nothing to save.", variant: "destructive" });
        return onDone();
      }
      toastFailure("Error saving measurement", error, { fieldLabels: MEASUREMENT_FIELD_LABELS });
      const conflict = editConflict(error, MeasurementEditConflict, base.id);
      if (conflict) {
        setState(rebaseEditState(state, base, conflict.current, conflict.fields));
        setBase(conflict.current);
      }
      return;
    }
    idempotency.finish();
    toast({ title: "Measurement saved", ...syncNote(outcome) });
    onDone();
  });

  const inches = (key: DimensionKey) => {
    const value = lengths[key].inches;
    return value !== null && value > 0 ? value : undefined;
  };

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <UnitPicker name={`unit-${base.id}`} value={unit} onChange={changeUnit} />
      <div className="grid grid-cols-3 gap-2">
        {DIMENSIONS.map(([key, name], index) => (
          <DimensionField
            key={key}
            label={name}
            unit={unit}
            value={lengths[key].text}
            error={errors[key]}
            autoFocus={index === 0}
            onChange={typeDimension(key)}
          />
        ))}
      </div>
      <FormField
        label="Label"
        error={errors.label}
        hint={`Leave empty to use "${defaultMeasurementLabel(base.panel, { width: inches("width"), height: inches("height"), length: inches("length") }, unit)}"`}
      >
        <Input autoComplete="off" value={label} onChange={(event) => setState((current) => ({ ...current, label: event.target.value }))} />
      </FormField>
      <FormField label={base.jobType === "custom" ? "Notes (required for custom jobs)" : "Notes"} error={errors.notes}>
        <Textarea
          value={notes}
          onChange={(event) => {
            setState((current) => ({ ...current, notes: event.target.value }));
            setErrors((current) => ({ ...current, notes: undefined }));
          }}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
