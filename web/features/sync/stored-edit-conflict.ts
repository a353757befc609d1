import { isApiError } from "../../api/http";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An edit_conflict about the record with this id, also one kept on the device with its queued write (read back from
 * IndexedDB as a plain ApiError): the fields and the record, by field name, to show beside the user's values.
 */
export function storedEditConflict(error: unknown, id: string): { fields: string[]; current: Record<string, unknown> } | null {
  if (!isApiError(error, "edit_conflict") || !isRecord(error.current) || error.current.id !== id) return null;
  return { fields: error.fields, current: error.current };
}
