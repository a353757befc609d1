/**
 * Keeps the signed-in user's public profile in localStorage so the app shell
 * can open offline after a first visit. Holds no token or secret; cleared on
 * sign-out and whenever the server says the session is gone.
 */
import type { CurrentUser } from "../../shared/schemas/auth";

const KEY = "wrappilot-user";

export function rememberUser(user: CurrentUser) {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage can be full or disabled (private mode); offline start-up is then unavailable.
  }
}

export function recallUser(): CurrentUser | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    return typeof stored === "object" && stored !== null && "id" in stored && typeof stored.id === "string"
      ? (stored as CurrentUser)
      : null;
  } catch {
    return null;
  }
}

export function forgetUser() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
