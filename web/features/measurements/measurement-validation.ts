import { CUSTOM_NOTES_REQUIRED, MEASUREMENT_REQUIRED, MeasurementCreateSchema, type MeasurementCreateInput } from "../../../shared/schemas/measurement";

export type MeasurementFieldErrors = Partial<Record<"panel" | "width" | "height" | "length" | "label" | "notes", string>>;
export type MeasurementCheck =
  | { ok: true }
  | { ok: false; toast?: { title: string; description: string }; fieldErrors: MeasurementFieldErrors };

const TOASTS = [MEASUREMENT_REQUIRED, CUSTOM_NOTES_REQUIRED];

/** The server's own rules, run before sending: the missing-values rules as the spec's toasts, field problems beside their fields. */
export function checkMeasurement(input: MeasurementCreateInput): MeasurementCheck {
  const result = MeasurementCreateSchema.safeParse(input);
  if (result.success) return { ok: true };
  const fieldErrors: MeasurementFieldErrors = {};
  let toast: { title: string; description: string } | undefined;
  for (const issue of result.error.issues) {
    const asToast = TOASTS.find((candidate) => candidate.description === issue.message);
    if (asToast) toast ??= asToast;
    if (!asToast || asToast === CUSTOM_NOTES_REQUIRED) fieldErrors[String(issue.path[0]) as keyof MeasurementFieldErrors] ??= issue.message;
  }
  return { ok: false, toast, fieldErrors };
}
