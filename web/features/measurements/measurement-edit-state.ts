import type { LengthUnit } from "../../../shared/domain/units";
import type { Measurement, MeasurementPatchInput } from "../../../shared/schemas/measurement";
import type { MeasurementBase } from "../../api/measurement-mutations";
import { type TypedLength, storedLength, switchUnit } from "./typed-length";

export const DIMENSIONS = [
  ["width", "Width"],
  ["height", "Height"],
  ["length", "Length"],
] as const;
export type DimensionKey = (typeof DIMENSIONS)[number][0];

export const MEASUREMENT_FIELD_LABELS: Record<string, string> = {
  width: "Width",
  height: "Height",
  length: "Length",
  unit: "Unit",
  label: "Label",
  notes: "Notes",
  panel: "Panel",
  jobType: "Job type",
};

/** A card's edit form: lengths as typed in the chosen unit, with the exact inches behind them. */
export type EditState = { unit: LengthUnit; lengths: Record<DimensionKey, TypedLength>; label: string; notes: string };

export function editStateOf(measurement: Measurement): EditState {
  return {
    unit: measurement.unit,
    lengths: {
      width: storedLength(measurement.width, measurement.unit),
      height: storedLength(measurement.height, measurement.unit),
      length: storedLength(measurement.length, measurement.unit),
    },
    label: measurement.label ?? "",
    notes: measurement.notes ?? "",
  };
}

const labelChanged = (state: EditState, base: Measurement) => state.label.trim() !== (base.label ?? "");
const notesChanged = (state: EditState, base: Measurement) => state.notes.trim() !== (base.notes ?? "");

/** Only what the user changed, so untouched values never drift through rounding; lengths travel with their unit. */
export function changesFrom(state: EditState, base: Measurement): MeasurementPatchInput {
  const dimensions = Object.fromEntries(DIMENSIONS.filter(([key]) => state.lengths[key].dirty).map(([key]) => [key, state.lengths[key].text]));
  return {
    ...dimensions,
    ...(Object.keys(dimensions).length || state.unit !== base.unit ? { unit: state.unit } : {}),
    ...(labelChanged(state, base) ? { label: state.label } : {}),
    ...(notesChanged(state, base) ? { notes: state.notes } : {}),
  };
}

/** For each changed field, its stored value when editing began (lengths in inches). */
export function baseOf(patch: MeasurementPatchInput, base: Measurement): MeasurementBase {
  return Object.fromEntries(Object.keys(patch).map((field) => [field, base[field as keyof MeasurementBase]]));
}

/**
 * The form after someone else's edit clashed with this one: fields changed on both sides, and
 * fields this user left alone, show the measurement as it is now; this user's other changes stay.
 */
export function rebaseEditState(state: EditState, before: Measurement, now: Measurement, conflicted: string[]): EditState {
  const keeps = (field: string, changed: boolean) => changed && !conflicted.includes(field);
  const unit = keeps("unit", state.unit !== before.unit) ? state.unit : now.unit;
  const lengths = Object.fromEntries(
    DIMENSIONS.map(([key]) => [key, keeps(key, state.lengths[key].dirty) ? switchUnit(state.lengths[key], unit) : storedLength(now[key], unit)]),
  ) as Record<DimensionKey, TypedLength>;
  return {
    unit,
    lengths,
    label: keeps("label", labelChanged(state, before)) ? state.label : (now.label ?? ""),
    notes: keeps("notes", notesChanged(state, before)) ? state.notes : (now.notes ?? ""),
  };
}
