/**
 * The signed-in user's cache on this device: restored before their screens mount (with the writes
 * they queued), saved as it changes, and removed at sign-out. Waiting writes are sent at start,
 * when the signal returns and when the app comes back to the front (Safari has no Background Sync).
 * Queries never go stale by themselves (spec §7); kept data is marked stale once at start and when
 * the signal returns, so what shows from the device is refreshed from the server behind it.
 */
import { type Query, type QueryClient, onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useState } from "react";
import { createCachePersistence } from "../offline/cache-persistence";
import { browserTabs } from "../offline/browser-tabs";
import { idbCacheStorage } from "../offline/idb-cache-storage";
import { dropLandedWrites } from "../offline/write-queue";
import { authKeys, logOut } from "./auth";
import { isUnauthorizedError, revivedError, storableError } from "./http";
import { registerNoteMutations } from "./notes";
import { writesSaved } from "./writes-kept";
import { isQueuedWrite } from "./pending-changes";

/**
 * Bumped whenever the shape of stored query data changes, so an older record is dropped rather than misread. Unsent
 * writes are kept across it (they are the user's work): a change to a write's variables must read the old shape too.
 */
const CACHE_VERSION = "2026-11-24";
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_AGE_MS = 30 * DAY_MS;
const QUERY_SAVE_MS = 1_000;

/** Lists for a typed search are many and short-lived, and who is signed in is asked at every start; everything else the user has seen is kept. */
function worthKeeping(query: Query): boolean {
  const [root, second, third, filter] = query.queryKey as unknown[];
  if (root === authKeys.user[0]) return false;
  const searched = root === "jobs" && second === "list" && third === "filtered" && typeof filter === "object" && filter !== null && "search" in filter;
  return !(searched && String(filter.search).trim() !== "");
}

const offlineCache = createCachePersistence({
  storage: idbCacheStorage(),
  tabs: browserTabs(),
  buster: CACHE_VERSION,
  maxAgeMs: MAX_AGE_MS,
  throttleMs: QUERY_SAVE_MS,
  isQueuedWrite,
  keepQuery: worthKeeping,
  sendsAgain: isUnauthorizedError,
  errors: { store: storableError, read: revivedError },
  onWritesSaved: writesSaved,
});

let active: { userId: string; detach: () => Promise<void> } | null = null;

function sendWaitingWrites(queryClient: QueryClient) {
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
}

/**
 * Data kept from an earlier visit, or from before the signal dropped, shows at once and is fetched again behind it;
 * who is signed in is never kept, and the start has just been told (see app-root.tsx).
 */
function refreshKeptData(queryClient: QueryClient) {
  if (onlineManager.isOnline()) void queryClient.invalidateQueries({ predicate: worthKeeping });
}

/**
 * Carries the id of a user who signed out (or deleted their account) in one of the app's tabs: each tab keeps its own
 * queued changes, so one left open would otherwise save the user's data again after sign-out removed it.
 */
export const SIGNED_OUT_CHANNEL = "wrappilot-signed-out";

/** Back in the app after this long away (another app, the phone locked), what it shows is read again: the crew's changes meanwhile. */
const AWAY_BEFORE_REFRESH_MS = 30_000;

/**
 * Restores the user's cache, then keeps it saved, and drops it and signs out when the user signs out in another tab
 * (heard from the start, before the screen's code has loaded); true once their screens may mount, and
 * `onRestored` runs just before, so the first screen's reads can start before its code loads. Note writes
 * are registered here, before their queued ones are restored, rather than with the others in
 * createQueryClient: only signed-in screens use them, and the sign-in screen's JavaScript is at its budget.
 */
export function useOfflineCache(userId: string, onRestored: () => void): boolean {
  const queryClient = useQueryClient();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const announceRestored = useEffectEvent(onRestored);
  useEffect(() => {
    let cancelled = false;
    let stop: (() => Promise<void>) | null = null;
    const stopDropping = dropLandedWrites(queryClient.getMutationCache(), isQueuedWrite);
    let flush: (() => Promise<void>) | null = null;
    let lastSeen = Date.now();
    const onLeave = () => void (lastSeen = Date.now());
    const onVisible = () => {
      const away = Date.now() - lastSeen;
      lastSeen = Date.now();
      if (document.visibilityState !== "visible") return void flush?.();
      sendWaitingWrites(queryClient);
      if (away >= AWAY_BEFORE_REFRESH_MS) refreshKeptData(queryClient);
    };
    const stopRefreshing = onlineManager.subscribe((online) => online && refreshKeptData(queryClient));
    registerNoteMutations(queryClient);
    const signedOut = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SIGNED_OUT_CHANNEL);
    signedOut?.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (event.data !== userId) return;
      cancelled = true;
      void forgetUserCache(queryClient, userId).finally(() => logOut(userId, false));
    });
    void offlineCache.restore(queryClient, userId).then((restored) => {
      if (cancelled) return;
      if (restored) refreshKeptData(queryClient);
      const subscription = offlineCache.subscribe(queryClient, userId);
      stop = subscription.stop;
      flush = subscription.flush;
      active = { userId, detach: subscription.detach };
      announceRestored();
      setReadyFor(userId);
      sendWaitingWrites(queryClient);
      void navigator.storage?.persist?.().catch(() => false);
    });
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    window.addEventListener("blur", onLeave);
    return () => {
      cancelled = true;
      signedOut?.close();
      stopDropping();
      stopRefreshing();
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
      window.removeEventListener("blur", onLeave);
      void stop?.();
      active = null;
    };
  }, [queryClient, userId]);
  return readyFor === userId;
}

/** The changes the user's other tabs keep waiting on this device (none when they cannot be read). */
export const writesInOtherTabs = (userId: string) => offlineCache.writesElsewhere(userId).catch(() => 0);

/** Sign-out: stops saving, drops the queued writes and removes the user's stored cache (the page is left next, taking memory with it). */
export async function forgetUserCache(queryClient: QueryClient, userId: string) {
  const detaching = active?.userId === userId ? active.detach() : null;
  active = null;
  await detaching;
  queryClient.getMutationCache().clear();
  await offlineCache.remove(userId).catch(() => undefined);
}
