import { type MutationCache, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { onUserDataWipe } from "../lib/user-storage";
import { type OutboxEntry, type OutboxStorage, createUploadOutbox } from "./photo-outbox";

/** Whether writes in this scope (a job's) are still to land: waiting, or on their way. */
export function hasWritesWaiting(cache: MutationCache, scopeId: string): boolean {
  return cache.getAll().some((mutation) => mutation.options.scope?.id === scopeId && mutation.state.status === "pending");
}

/** How often uploads that met a busy or failing server are tried again while the app is open and online. */
const RETRY_MS = 30_000;

type UploadRuntimeOptions<Sent, Item extends OutboxEntry> = {
  storage: OutboxStorage<Item>;
  send: (item: Item) => Promise<Sent | null>;
  /** Puts what the server answered into the query cache. */
  arrived: (queryClient: QueryClient, sent: Sent) => unknown;
  /** The scope its job's queued writes run in: an item waits while writes there are still to land. */
  writeScope: (item: Item) => string;
  /** A refusal that holds for the whole job (it is full): the job's other uploads are not sent after it (see `createUploadOutbox`). */
  refusesJob?: (problem: string) => boolean;
};

/**
 * An upload outbox as the app runs it: it opens for the signed-in user and drains at start, when the signal returns,
 * when the app comes back to the front (Safari has no Background Sync), every 30 s while uploads wait and whenever a
 * queued write lands; an upload for a job whose own writes have not landed (a job made offline) waits for them, as
 * the server would refuse it for a job it does not have yet. What lands goes straight into its job's list, and the
 * outbox closes when the user's data is wiped.
 */
export function createUploadRuntime<Sent, Item extends OutboxEntry>({ storage, send, arrived, writeScope, refusesJob }: UploadRuntimeOptions<Sent, Item>) {
  let deliver: (sent: Sent) => void = () => {};
  let held: (item: Item) => boolean = () => false;
  const outbox = createUploadOutbox<Sent | null, Item>({ storage, send, onSent: (sent) => sent !== null && deliver(sent), held: (item) => held(item), refusesJob });
  onUserDataWipe(() => outbox.close());

  function useOutboxSync(userId: string) {
    const queryClient = useQueryClient();
    useEffect(() => {
      deliver = (sent) => void arrived(queryClient, sent);
      const writes = queryClient.getMutationCache();
      held = (item) => hasWritesWaiting(writes, writeScope(item));
      const drain = () => void outbox.drain().catch(() => undefined);
      const drainWaiting = () => outbox.list().some((item) => item.state === "waiting") && drain();
      const stopWatchingWrites = writes.subscribe((event) => event.type === "updated" && event.mutation.state.status === "success" && drainWaiting());
      const onVisible = () => document.visibilityState === "visible" && drain();
      outbox.open(userId).then(drain, () => undefined);
      const retry = window.setInterval(() => navigator.onLine && drainWaiting(), RETRY_MS);
      window.addEventListener("online", drain);
      window.addEventListener("focus", drain);
      document.addEventListener("visibilitychange", onVisible);
      return () => {
        window.clearInterval(retry);
        window.removeEventListener("online", drain);
        window.removeEventListener("focus", drain);
        document.removeEventListener("visibilitychange", onVisible);
        stopWatchingWrites();
        deliver = () => {};
        held = () => false;
      };
    }, [queryClient, userId]);
  }

  const useOutboxItems = (): Item[] => useSyncExternalStore(outbox.subscribe, outbox.list);

  return { outbox, useOutboxSync, useOutboxItems };
}
