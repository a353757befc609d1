/** Kept for the landing page the browser loads next, which says the account is gone: a visitor's value, no user's. */
const KEY = "wrappilot:visitor:account-deleted";

export function noteAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // Without storage the landing page simply says nothing.
  }
}

let noted: boolean | undefined;

/** Whether the account was just deleted in this tab: read once a page load (storage forgets it), the same after. */
export function takeAccountDeletedNote(): boolean {
  if (noted !== undefined) return noted;
  try {
    noted = sessionStorage.getItem(KEY) !== null;
    sessionStorage.removeItem(KEY);
  } catch {
    noted = false;
  }
  return noted;
}
