import { ArrowLeftRight } from "lucide-react";
import { useState } from "react";
import { LENGTH_UNITS, LENGTH_UNIT_LABELS, type LengthUnit, convertLength } from "../../../shared/domain/units";
import { Card } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { UnitPicker } from "./unit-picker";
import { formatNumber } from "../../../shared/domain/number-text";

const show = (value: number) => formatNumber(value, 3);

/** Converts a tape reading between inches, feet, centimetres and metres, starting from the shop's unit. */
export function UnitConverter({ initialUnit }: { initialUnit: LengthUnit }) {
  const [value, setValue] = useState("");
  const [unit, setUnit] = useState<LengthUnit>(initialUnit);
  const number = Number.parseFloat(value);
  const valid = value.trim() !== "" && Number.isFinite(number);

  return (
    <Card className="space-y-3 p-4">
      <h3 className="flex items-center gap-2 font-bold">
        <ArrowLeftRight aria-hidden className="h-5 w-5 text-primary" />
        Quick Convert
      </h3>
      <FormField label={`Length (${unit})`}>
        <Input type="number" inputMode="decimal" step={0.1} autoComplete="off" value={value} onChange={(event) => setValue(event.target.value)} />
      </FormField>
      <UnitPicker name="convert-unit" value={unit} onChange={setUnit} />
      <dl aria-live="polite" className="grid grid-cols-2 gap-2">
        {LENGTH_UNITS.map((target) => (
          <div key={target} className="rounded-lg bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{LENGTH_UNIT_LABELS[target]}</dt>
            <dd className="font-semibold">{valid ? `${show(convertLength(number, unit, target))} ${target}` : "—"}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
