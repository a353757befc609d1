/**
 * Who this page runs as, said with every API call (SIGNED_IN_AS_HEADER): a session someone else started in the
 * browser meanwhile answers the page as signed out, so a page left open as one user never sends that user's waiting
 * writes as the next. It is the user the app opened for or signed in on this page, not the one the device remembers,
 * which a later answer can change before the page starts again.
 */
import { SIGNED_IN_AS_HEADER } from "../../shared/http-headers";
import { onUserDataWipe } from "../lib/user-storage";

/** What a page whose user was signed out or wiped says: no account has this id, so no session takes its calls. */
const NOBODY = "signed-out";

let runningAs: string | null = null;

/** The app opened for this user, or this user signed in on the page; null for a visitor. */
export function runAs(userId: string | null) {
  runningAs = userId ?? (runningAs === null ? null : NOBODY);
}

onUserDataWipe(() => runAs(null));

export function signedInAs(): Record<string, string> {
  return runningAs ? { [SIGNED_IN_AS_HEADER]: runningAs } : {};
}
