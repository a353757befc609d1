import { useState } from "react";
import { defaultMeasurementLabel, typedInches } from "../../../shared/domain/measurement-area";
import { type LengthUnit, convertLength, fromInches, round2 } from "../../../shared/domain/units";
import type { Measurement } from "../../../shared/schemas/measurement";
import { ApiError } from "../../api/http";
import { useUpdateMeasurement } from "../../api/measurements";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { DimensionField } from "./dimension-fields";
import { type MeasurementFieldErrors, checkMeasurement } from "./measurement-validation";
import { UnitPicker } from "./unit-picker";
import { useSingleFlight } from "../../lib/use-single-flight";

const asTyped = (inches: number | null, unit: LengthUnit) => (inches === null ? "" : String(round2(fromInches(inches, unit))));

/** A card's edit mode: every value editable in the unit it was entered in; emptied fields are cleared. */
export function MeasurementEditor({ measurement, onDone }: { measurement: Measurement; onDone: () => void }) {
  const update = useUpdateMeasurement(measurement.jobId);
  const [unit, setUnit] = useState(measurement.unit);
  const [values, setValues] = useState(() => ({
    width: asTyped(measurement.width, measurement.unit),
    height: asTyped(measurement.height, measurement.unit),
    length: asTyped(measurement.length, measurement.unit),
    label: measurement.label ?? "",
    notes: measurement.notes ?? "",
  }));
  const [errors, setErrors] = useState<MeasurementFieldErrors>({});
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const changeUnit = (next: LengthUnit) => {
    const convert = (text: string) => {
      const number = Number.parseFloat(text);
      return text.trim() === "" || !Number.isFinite(number) ? text : String(round2(convertLength(number, unit, next)));
    };
    setValues((current) => ({ ...current, width: convert(current.width), height: convert(current.height), length: convert(current.length) }));
    setUnit(next);
  };

  const save = useSingleFlight(async () => {
    const input = { jobType: measurement.jobType, panel: measurement.panel, unit, ...values };
    const check = checkMeasurement(input);
    if (!check.ok) {
      setErrors(check.fieldErrors);
      if (check.toast) toast({ ...check.toast, variant: "destructive" });
      return;
    }
    try {
      await update.mutateAsync({ id: measurement.id, patch: { unit, ...values } });
    } catch (error) {
      toast({
        title: "Error saving measurement",
        description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Measurement saved" });
    onDone();
  });

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
        <DimensionField label="Width" unit={unit} value={values.width} error={errors.width} onChange={set("width")} />
        <DimensionField label="Height" unit={unit} value={values.height} error={errors.height} onChange={set("height")} />
        <DimensionField label="Length" unit={unit} value={values.length} error={errors.length} onChange={set("length")} />
      </div>
      <FormField label="Label" error={errors.label}>
        <Input
          autoComplete="off"
          value={values.label}
          placeholder={defaultMeasurementLabel(measurement.panel, {
            width: typedInches(values.width, unit),
            height: typedInches(values.height, unit),
            length: typedInches(values.length, unit),
          })}
          onChange={(event) => set("label")(event.target.value)}
        />
      </FormField>
      <FormField label={measurement.jobType === "custom" ? "Notes (required for custom jobs)" : "Notes"} error={errors.notes}>
        <Textarea value={values.notes} onChange={(event) => set("notes")(event.target.value)} />
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
