import { ApiError } from "../../api/http";
import { toast } from "../../components/ui/toast-store";

export const NO_CONNECTION = "No connection. Check your signal and try again.";

/** The destructive toast for a failed call: the server's own message, a lost connection, or else the fallback. */
export function toastFailure(title: string, error: unknown, fallback = "Please try again.") {
  const description = error instanceof ApiError ? error.serverMessage || fallback : error instanceof TypeError ? NO_CONNECTION : fallback;
  toast({ title, description, variant: "destructive" });
}
