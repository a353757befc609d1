import { ApiError, isApiError } from "../../api/http";
import { toast } from "../../components/ui/toast-store";
import { listed } from "../../../shared/domain/listed";
import { withoutFieldPaths } from "../../../shared/domain/issue-text";

export const NO_CONNECTION = "No connection. Check your signal and try again.";

type FailureOptions = {
  fallback?: string;
  /** What each field is called on the form, for an edit that clashed with someone else's. */
  fieldLabels?: Record<string, string>;
};

/** An edit_conflict in words: which fields someone else changed, and what to do about it. */
export function conflictDescription(fields: string[], fieldLabels: Record<string, string> = {}): string {
  const names = [...new Set(fields.map((field) => fieldLabels[field] ?? field))];
  if (names.length === 0) return "Someone else changed this meanwhile. Check the new values and save again.";
  return `Someone else changed ${listed(names)} meanwhile. Check the new ${names.length === 1 ? "value" : "values"} and save again.`;
}

/** A failed call in words: a clash with someone else's edit, the server's own message, a lost connection, or else the fallback. */
export function failureText(error: unknown, { fallback = "Please try again.", fieldLabels }: FailureOptions = {}): string {
  return isApiError(error, "edit_conflict")
    ? conflictDescription(error.fields, fieldLabels)
    : error instanceof ApiError
      ? (error.code === "validation_failed" && error.serverMessage ? withoutFieldPaths(error.serverMessage) : error.serverMessage) || fallback
      : error instanceof TypeError
        ? NO_CONNECTION
        : fallback;
}

/** The destructive toast for a failed call, saying what failureText says. */
export function toastFailure(title: string, error: unknown, options: FailureOptions = {}) {
  toast({ title, description: failureText(error, options), variant: "destructive" });
}
