/**
 * Browser storage that belongs to whoever is signed in. Per-user values are kept under the user's
 * id, so the next person on a shared phone never reads them; session values (the remembered
 * profile, the codes of invite links opened) sit under one prefix. wipeUserData() removes both, for every user, on sign-out and
 * whenever the server says the session is gone (or, given a user, only that user's values), and runs
 * the wipers other stores register (drafts, pending requests, the D1 bookmark's cookie). The theme,
 * job layout and a declined install offer are device preferences, not personal, and stay.
 */
const USER_PREFIX = "wrappilot:user:";
const SESSION_PREFIX = "wrappilot:session:";
/** Keys written by earlier versions, before values were kept per user. */
const LEGACY_KEYS = ["wrappilot-user", "wrappilot-clients"];

let activeUserId: string | null = null;
const wipers = new Set<() => void>();

export function setStorageUser(userId: string | null) {
  activeUserId = userId;
}

export const sessionKey = (name: string) => `${SESSION_PREFIX}${name}`;

function userKey(name: string): string | null {
  return activeUserId ? `${USER_PREFIX}${activeUserId}:${name}` : null;
}

/** The signed-in user's value for `name`, or null when nobody is signed in or storage is unavailable. */
export function readUserItem(name: string): string | null {
  const key = userKey(name);
  try {
    return key ? localStorage.getItem(key) : null;
  } catch {
    return null;
  }
}

export function writeUserItem(name: string, value: string) {
  const key = userKey(name);
  try {
    if (key) localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode); the value lasts for this visit only.
  }
}

/** Registers a reset for an in-memory store that holds the user's unsent work. */
export function onUserDataWipe(wipe: () => void) {
  wipers.add(wipe);
}

/** Removes every user's values, or only `userId`'s: a page still open as them after someone else signed in on the device. */
export function wipeUserData(userId?: string | null) {
  activeUserId = null;
  for (const wipe of wipers) wipe();
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key && (userId ? key.startsWith(`${USER_PREFIX}${userId}:`) : key.startsWith(USER_PREFIX) || key.startsWith(SESSION_PREFIX) || LEGACY_KEYS.includes(key))) localStorage.removeItem(key);
    }
  } catch {
    // Nothing was stored when storage is unavailable.
  }
}

/** Whose values this page reads and writes: the user it opened for or signed in, or null. */
export const storageUserId = () => activeUserId;
