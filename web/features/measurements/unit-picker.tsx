import { LENGTH_UNITS, type LengthUnit } from "../../../shared/domain/units";
import { SegmentedControl } from "../../components/ui/segmented-control";

const OPTIONS = LENGTH_UNITS.map((unit) => ({ value: unit, label: unit }));

export function UnitPicker({ name, value, onChange }: { name: string; value: LengthUnit; onChange: (unit: LengthUnit) => void }) {
  return <SegmentedControl name={name} legend="Unit" value={value} options={OPTIONS} onChange={onChange} className="grid-cols-4" />;
}
