/**
 * Browser storage that belongs to whoever is signed in. Per-user values are kept under the user's
 * id, so the next person on a shared phone never reads them; session values (the remembered
 * profile) sit under one prefix, and the visitor's (the codes of invite links opened, often before
 * signing in) under another. wipeUserData() removes all three, for every user, on sign-out, and all
 * but the visitor's whenever the server says the session is gone (or, given a user, only that user's
 * values), and runs the wipers other stores register (drafts, pending requests, the D1 bookmark's
 * cookie). The theme, job layout and a declined install offer are device preferences, not personal, and stay.
 */
const USER_PREFIX = "wrappilot:user:";
const SESSION_PREFIX = "wrappilot:session:";
const VISITOR_PREFIX = "wrappilot:visitor:";
/** Keys written by earlier versions, before values were kept per user. */
const LEGACY_KEYS = ["wrappilot-user", "wrappilot-clients"];

let activeUserId: string | null = null;
const wipers = new Set<() => void>();

export function setStorageUser(userId: string | null) {
  activeUserId = userId;
}

export const sessionKey = (name: string) => `${SESSION_PREFIX}${name}`;

/** A value of whoever holds the device, signed in or not yet: a start that finds nobody signed in keeps it, signing out removes it. */
export const visitorKey = (name: string) => `${VISITOR_PREFIX}${name}`;

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

export function removeUserItem(name: string) {
  const key = userKey(name);
  try {
    if (key) localStorage.removeItem(key);
  } catch {
    // Nothing was stored when storage is unavailable.
  }
}

/** Registers a reset for an in-memory store that holds the user's unsent work. */
export function onUserDataWipe(wipe: () => void) {
  wipers.add(wipe);
}

/**
 * Removes every user's values, or only `userId`'s: a page still open as them after someone else signed in on the
 * device. The visitor's values go too unless `keepVisitor`: a session that ended is not someone signing out.
 */
export function wipeUserData(userId?: string | null, { keepVisitor = false } = {}) {
  activeUserId = null;
  for (const wipe of wipers) wipe();
  const wipedForEveryone = (key: string) =>
    key.startsWith(USER_PREFIX) || key.startsWith(SESSION_PREFIX) || LEGACY_KEYS.includes(key) || (!keepVisitor && key.startsWith(VISITOR_PREFIX));
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key && (userId ? key.startsWith(`${USER_PREFIX}${userId}:`) : wipedForEveryone(key))) localStorage.removeItem(key);
    }
  } catch {
    // Nothing was stored when storage is unavailable.
  }
}

/** Whose values this page reads and writes: the user it opened for or signed in, or null. */
export const storageUserId = () => activeUserId;
