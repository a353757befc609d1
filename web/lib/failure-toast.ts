import { ApiError } from "../api/http";
import { toast } from "../components/ui/toast-store";

/** The destructive toast for a failed call: the server's own message when it sent one, else the fallback. */
export function toastFailure(title: string, error: unknown, fallback = "Please try again.") {
  toast({ title, description: (error instanceof ApiError && error.serverMessage) || fallback, variant: "destructive" });
}
