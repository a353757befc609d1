/**
 * Keeps the signed-in user's public profile in localStorage so the app shell
 * can open offline after a first visit. Holds no token or secret; wiped with the
 * rest of the user's data on sign-out and whenever the server says the session is gone.
 */
import type { CurrentUser } from "../../shared/schemas/auth";
import { sessionKey, setStorageUser } from "./user-storage";

const KEY = sessionKey("user");

/** Remembers the profile and keys the user's stored values by their id from now on. */
export function rememberUser(user: CurrentUser) {
  setStorageUser(user.id);
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage can be full or disabled (private mode); offline start-up is then unavailable.
  }
}

/** A user profile read back from JSON the app wrote (this device's storage, the page's HTML), or null if it is not one. */
export function parseCurrentUser(json: string): CurrentUser | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || !("id" in value) || typeof value.id !== "string") return null;
    const fields = new Map(Object.entries(value));
    const text = (name: Exclude<keyof CurrentUser, "id">) => {
      const field: unknown = fields.get(name);
      return typeof field === "string" ? field : null;
    };
    return { id: value.id, email: text("email"), username: text("username"), firstName: text("firstName"), lastName: text("lastName"), profileImageUrl: text("profileImageUrl") };
  } catch {
    return null;
  }
}

export function recallUser(): CurrentUser | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  const user = stored === null ? null : parseCurrentUser(stored);
  if (user) setStorageUser(user.id);
  return user;
}
