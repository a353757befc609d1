import type { LengthUnit } from "../../../shared/domain/units";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

type DimensionFieldProps = {
  label: string;
  unit: LengthUnit;
  value: string;
  error?: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
};

/** A length as typed, in the chosen unit; the phone shows its decimal keypad. */
export function DimensionField({ label, unit, value, error, autoFocus, onChange }: DimensionFieldProps) {
  return (
    <FormField label={`${label} (${unit})`} error={error}>
      <Input
        type="number"
        inputMode="decimal"
        step={0.1}
        min={0}
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
