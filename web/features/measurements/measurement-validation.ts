import type { MeasurementCreateInput } from "../../../shared/schemas/measurement";

export type MeasurementFieldErrors = Partial<Record<"panel" | "width" | "height" | "length" | "label" | "notes", string>>;
export type MeasurementCheck =
  | { ok: true }
  | { ok: false; toast?: { title: string; description: string }; fieldErrors: MeasurementFieldErrors };

/**
 * The server's own rules, run before sending: the missing-values rules as the spec's toasts, field problems beside
 * their fields. The schemas load with the first check, not with the measurements tab; if they cannot load (offline
 * before the app was stored), the server decides.
 */
export async function checkMeasurement(input: MeasurementCreateInput): Promise<MeasurementCheck> {
  const schemas = await import("../../../shared/schemas/measurement").catch(() => null);
  if (!schemas) return { ok: true };
  const { CUSTOM_NOTES_REQUIRED, MEASUREMENT_REQUIRED, MeasurementCreateSchema } = schemas;
  const asToasts = [MEASUREMENT_REQUIRED, CUSTOM_NOTES_REQUIRED];
  const result = MeasurementCreateSchema.safeParse(input);
  if (result.success) return { ok: true };
  const fieldErrors: MeasurementFieldErrors = {};
  let toast: { title: string; description: string } | undefined;
  for (const issue of result.error.issues) {
    const asToast = asToasts.find((candidate) => candidate.description === issue.message);
    if (asToast) toast ??= asToast;
    if (!asToast || asToast === CUSTOM_NOTES_REQUIRED) fieldErrors[String(issue.path[0]) as keyof MeasurementFieldErrors] ??= issue.message;
  }
  return { ok: false, toast, fieldErrors };
}
