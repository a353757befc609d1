import { useState } from "react";
import { defaultMeasurementLabel } from "../../../shared/domain/measurement-area";
import type { LengthUnit } from "../../../shared/domain/units";
import type { Measurement, MeasurementPatchInput } from "../../../shared/schemas/measurement";
import { useUpdateMeasurement } from "../../api/measurements";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { useSingleFlight } from "../../lib/use-single-flight";
import { DimensionField } from "./dimension-fields";
import { type MeasurementFieldErrors, checkMeasurement } from "./measurement-validation";
import { type TypedLength, storedLength, switchUnit, typeLength } from "./typed-length";
import { UnitPicker } from "./unit-picker";
import { toastFailure } from "../feedback/failure-toast";

const DIMENSIONS = [
  ["width", "Width"],
  ["height", "Height"],
  ["length", "Length"],
] as const;
type DimensionKey = (typeof DIMENSIONS)[number][0];

/** A card's edit mode. Only what the user changes is sent, so untouched values never drift through rounding. */
export function MeasurementEditor({ measurement, onDone }: { measurement: Measurement; onDone: () => void }) {
  const update = useUpdateMeasurement(measurement.jobId);
  const [unit, setUnit] = useState(measurement.unit);
  const [lengths, setLengths] = useState<Record<DimensionKey, TypedLength>>(() => ({
    width: storedLength(measurement.width, measurement.unit),
    height: storedLength(measurement.height, measurement.unit),
    length: storedLength(measurement.length, measurement.unit),
  }));
  const [label, setLabel] = useState(measurement.label ?? "");
  const [notes, setNotes] = useState(measurement.notes ?? "");
  const [errors, setErrors] = useState<MeasurementFieldErrors>({});

  const typeDimension = (key: DimensionKey) => (text: string) => {
    setLengths((current) => ({ ...current, [key]: typeLength(text, unit) }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const changeUnit = (next: LengthUnit) => {
    setLengths((current) => ({
      width: switchUnit(current.width, next),
      height: switchUnit(current.height, next),
      length: switchUnit(current.length, next),
    }));
    setUnit(next);
  };

  const changes = (): MeasurementPatchInput => {
    const dimensions = Object.fromEntries(DIMENSIONS.filter(([key]) => lengths[key].dirty).map(([key]) => [key, lengths[key].text]));
    return {
      ...dimensions,
      ...(Object.keys(dimensions).length || unit !== measurement.unit ? { unit } : {}),
      ...(label.trim() !== (measurement.label ?? "") ? { label } : {}),
      ...(notes.trim() !== (measurement.notes ?? "") ? { notes } : {}),
    };
  };

  const save = useSingleFlight(async () => {
    const check = checkMeasurement({
      jobType: measurement.jobType,
      panel: measurement.panel,
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
    const patch = changes();
    if (Object.keys(patch).length === 0) return onDone();
    try {
      await update.mutateAsync({ id: measurement.id, patch });
    } catch (error) {
      toastFailure("Error saving measurement", error);
      return;
    }
    toast({ title: "Measurement saved" });
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
      <UnitPicker name={`unit-${measurement.id}`} value={unit} onChange={changeUnit} />
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
        hint={`Leave empty to use "${defaultMeasurementLabel(measurement.panel, { width: inches("width"), height: inches("height"), length: inches("length") })}"`}
      >
        <Input autoComplete="off" value={label} onChange={(event) => setLabel(event.target.value)} />
      </FormField>
      <FormField label={measurement.jobType === "custom" ? "Notes (required for custom jobs)" : "Notes"} error={errors.notes}>
        <Textarea
          value={notes}
          onChange={(event) => {
            setNotes(event.target.value);
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
