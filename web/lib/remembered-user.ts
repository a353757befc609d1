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

const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

/** A profile this app wrote as JSON (to this device's storage, or the Worker into the page's HTML), or null. */
export function readUserJson(json: string | null): CurrentUser | null {
  try {
    const { id, email, username, firstName, lastName, profileImageUrl }: Record<string, unknown> = { ...JSON.parse(json ?? "null") };
    if (typeof id !== "string") return null;
    return { id, email: textOrNull(email), username: textOrNull(username), firstName: textOrNull(firstName), lastName: textOrNull(lastName), profileImageUrl: textOrNull(profileImageUrl) };
  } catch {
    return null;
  }
}

/** Who this device remembers, without reading and writing their values from now on as `recallUser` does. */
export function rememberedUser(): CurrentUser | null {
  try {
    return readUserJson(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function recallUser(): CurrentUser | null {
  const user = rememberedUser();
  if (user) setStorageUser(user.id);
  return user;
}
