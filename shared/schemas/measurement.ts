import * as z from "zod";
import type { Job } from "./job";
import { CUSTOM_PANEL, JOB_TYPE_LABELS, panelFits } from "../domain/panels";
import { LENGTH_UNITS, type LengthUnit, fromInches, isMetric, toInches } from "../domain/units";
import { MEASUREMENT_JOB_TYPES, type MeasurementJobType } from "../domain/vocabulary";
import { clientId, editBase, finiteNumber, isBlank, line, lineOf, optionalFields, paragraphOf } from "./fields";
import { formatNumber, toNumber } from "../domain/number-text";

const DIMENSION_MIN_IN = 0.01;
const DIMENSION_MAX_IN = 6000;
const MEASUREMENT_LABEL_MAX = 80;
const MEASUREMENT_NOTES_MAX = 1000;
export const MEASUREMENTS_PER_JOB_MAX = 500;

export const MEASUREMENT_REQUIRED = {
  title: "Please enter measurements",
  description: "At least one measurement field is required.",
} as const;
export const CUSTOM_NOTES_REQUIRED = {
  title: "Please add measurements",
  description: "Custom job requires measurement notes.",
} as const;


const dimension = (name: string) => z.preprocess(toNumber, finiteNumber(`${name} must be a number`));

const jobType = z.enum(MEASUREMENT_JOB_TYPES, { error: `Job type must be one of ${MEASUREMENT_JOB_TYPES.join(", ")}` });
const unit = z.enum(LENGTH_UNITS, { error: `Unit must be one of ${LENGTH_UNITS.join(", ")}` });
const panel = line().max(40, "Unknown panel");

/** Values as typed: lengths in `unit` (inches when absent). squareFeet is accepted but always recomputed. */
const typedFields = {
  panel,
  width: dimension("Width"),
  height: dimension("Height"),
  length: dimension("Length"),
  label: lineOf(MEASUREMENT_LABEL_MAX),
  notes: paragraphOf(MEASUREMENT_NOTES_MAX),
  squareFeet: z.preprocess(toNumber, finiteNumber("Square feet must be a number").positive("Square feet must be greater than 0")),
};


/** A measurement as stored: lengths in inches with two decimals, absent values as null. */
export type MeasurementValues = {
  jobType: MeasurementJobType;
  panel: string | null;
  width: number | null;
  height: number | null;
  length: number | null;
  unit: LengthUnit;
  label: string | null;
  notes: string | null;
};

export type MeasurementIssue = { path: keyof MeasurementValues; message: string };

/** The rules a whole measurement must meet, whether created or edited. */
export function measurementIssues(values: MeasurementValues): MeasurementIssue[] {
  const issues: MeasurementIssue[] = [];
  if (!values.width && !values.height && !values.length) {
    issues.push({ path: "width", message: MEASUREMENT_REQUIRED.description });
  }
  if (values.jobType === "custom" && isBlank(values.notes)) {
    issues.push({ path: "notes", message: CUSTOM_NOTES_REQUIRED.description });
  }
  if (!values.panel) {
    issues.push({ path: "panel", message: "Please choose a panel" });
  } else if (!panelFits(values.jobType, values.panel)) {
    issues.push({ path: "panel", message: `That panel doesn't fit a ${JOB_TYPE_LABELS[values.jobType]} job` });
  }
  return issues;
}

function addIssues(values: MeasurementValues, ctx: z.RefinementCtx) {
  for (const issue of measurementIssues(values)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
}

/** The shortest and longest sides in the unit typed: 0.01 in and '6,000 in (500 ft)', or '0.0254 cm' and '15,240 cm' for a metric shop. */
const inTypedUnit = (inches: number, unit: LengthUnit) => `${formatNumber(fromInches(inches, unit), 4)} ${unit}`;
const dimensionMinText = (unit: LengthUnit) => (isMetric(unit) ? inTypedUnit(DIMENSION_MIN_IN, unit) : `${DIMENSION_MIN_IN} in`);
const dimensionMaxText = (unit: LengthUnit) => (isMetric(unit) ? inTypedUnit(DIMENSION_MAX_IN, unit) : `${formatNumber(DIMENSION_MAX_IN)} in (500 ft)`);

/** Inches with two decimals, range-checked here so every field's problem shows at once, whatever the unit; a refused value is passed through untouched. */
function inches(value: number | null | undefined, from: LengthUnit, name: string, ctx: z.RefinementCtx): number | null | undefined {
  if (value === null || value === undefined) return value;
  const path = [name.toLowerCase()];
  if (value <= 0) {
    ctx.addIssue({ code: "custom", path, message: `${name} must be greater than 0` });
    return value;
  }
  const converted = toInches(value, from);
  if (converted <= 0) {
    ctx.addIssue({ code: "custom", path, message: `${name} must be at least ${dimensionMinText(from)}` });
    return value;
  }
  if (converted > DIMENSION_MAX_IN) {
    ctx.addIssue({ code: "custom", path, message: `${name} must be ${dimensionMaxText(from)} or less` });
    return value;
  }
  return converted;
}

export const MEASUREMENT_EDITABLE_FIELDS = ["jobType", "unit", "panel", "width", "height", "length", "label", "notes"] as const satisfies readonly (keyof MeasurementValues)[];

/** Create: the job is the address's (a `jobId` sent as the spec's measurement has it is not used); square feet are worked out. */
export const MeasurementCreateSchema = z
  .object({ id: clientId.optional(), jobId: z.string().optional(), jobType, unit: unit.optional(), ...optionalFields(typedFields, undefined) })
  .transform((input, ctx): MeasurementValues & { id?: string } => {
    const from = input.unit ?? "in";
    return {
      ...(input.id ? { id: input.id } : {}),
      jobType: input.jobType,
      panel: input.panel ?? (input.jobType === "custom" ? CUSTOM_PANEL : null),
      width: inches(input.width, from, "Width", ctx) ?? null,
      height: inches(input.height, from, "Height", ctx) ?? null,
      length: inches(input.length, from, "Length", ctx) ?? null,
      unit: from,
      label: input.label ?? null,
      notes: input.notes ?? null,
    };
  })
  .superRefine(addIssues);
export type MeasurementCreateInput = z.input<typeof MeasurementCreateSchema>;

/** Edit: only the fields sent change; empty or null clears one. Lengths are in `unit`, inches when absent. */
export const MeasurementPatchSchema = z
  .object({ jobType: jobType.optional(), unit: unit.optional(), ...optionalFields(typedFields, null), base: editBase(MEASUREMENT_EDITABLE_FIELDS) })
  .refine((patch) => Object.entries(patch).some(([key, value]) => key !== "squareFeet" && key !== "base" && value !== undefined), "Nothing to update")
  .transform((input, ctx) => {
    const from = input.unit ?? "in";
    const { squareFeet: _ignored, ...rest } = input;
    return {
      ...rest,
      width: inches(input.width, from, "Width", ctx),
      height: inches(input.height, from, "Height", ctx),
      length: inches(input.length, from, "Length", ctx),
    };
  });
export type MeasurementPatchInput = z.input<typeof MeasurementPatchSchema>;
export type MeasurementPatch = z.output<typeof MeasurementPatchSchema>;

/** The stored measurement after an edit, checked against the same rules as a new one. */
export function applyMeasurementPatch(before: MeasurementValues, patch: MeasurementPatch): MeasurementValues {
  const pick = <K extends keyof MeasurementValues>(key: K): MeasurementValues[K] =>
    (patch[key as keyof MeasurementPatch] === undefined ? before[key] : patch[key as keyof MeasurementPatch]) as MeasurementValues[K];
  const jobType = pick("jobType");
  return {
    jobType,
    panel: pick("panel") ?? (jobType === "custom" ? CUSTOM_PANEL : null),
    width: pick("width"),
    height: pick("height"),
    length: pick("length"),
    unit: pick("unit"),
    label: pick("label"),
    notes: pick("notes"),
  };
}

export type Measurement = MeasurementValues & {
  id: string;
  jobId: string;
  squareFeet: number | null;
  createdAt: string;
};

export type MeasurementChangeResponse = { measurement: Measurement; job: Job };
export type MeasurementDeleteResponse = { job: Job };
