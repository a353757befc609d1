/**
 * The queue of writes is TanStack's mutation cache: writes made offline are paused mutations, kept
 * on the device by cache-persistence and run in order per scope (one job's writes one after
 * another). This module reads that cache as a queue (what is waiting, sending, refused or in
 * conflict) and acts on it: submit a write, send a refused one again, or discard it.
 */
import { type Mutation, type MutationCache, type MutationOptions, type QueryClient, onlineManager } from "@tanstack/react-query";

export type QueuedWriteState = "waiting" | "sending" | "refused" | "conflict";

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

export type WriteOutcome<T> = { queued: false; data: T } | { queued: true };

/**
 * A write's variables while a try of it is on its way, and once the user has discarded it. TanStack's state cannot
 * tell a try in flight from the pause before the next one (both are pending with failures), and removing a
 * mutation from the cache does not stop its retries: the send itself checks.
 */
const inFlight = new WeakSet<object>();
const discarded = new WeakSet<object>();
const keyOf = (variables: unknown) => (typeof variables === "object" && variables !== null ? variables : null);

const tried = new WeakSet<object>();
const retryListeners = new Set<() => void>();

/**
 * Told when a retry of a queued write starts: TanStack's cache has no event for it, while a first try starting and
 * every try ending are cache events already.
 */
export function onRetryStart(listener: () => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

function markSending(key: object) {
  inFlight.add(key);
  if (tried.has(key)) for (const listener of retryListeners) listener();
  tried.add(key);
}

/** What a discarded write's next try fails with, instead of reaching the server; it is not tried again. */
export class DiscardedWrite extends Error {}

/** A queued write's send: a discarded write is not sent, and a try on its way is known as such (writeState "sending"). */
export function sendUnlessDiscarded<TVariables, TData>(send: (variables: TVariables) => Promise<TData>) {
  return async (variables: TVariables): Promise<TData> => {
    const key = keyOf(variables);
    if (key && discarded.has(key)) throw new DiscardedWrite("Discarded on this device");
    if (key) markSending(key);
    try {
      return await send(variables);
    } finally {
      if (key) inFlight.delete(key);
    }
  };
}

/** The state a queued write is in, or null when it is done with (succeeded, or never started). */
export function writeState(mutation: AnyMutation, isConflict: (error: unknown) => boolean): QueuedWriteState | null {
  const { status, isPaused, failureCount, variables } = mutation.state;
  const key = keyOf(variables);
  if (status === "pending") return (isPaused || failureCount > 0) && !(key && inFlight.has(key)) ? "waiting" : "sending";
  if (status === "error") return isConflict(mutation.state.error) ? "conflict" : "refused";
  return null;
}

/**
 * Runs a write and answers once it is saved, or as soon as it is clearly going to wait: there is no
 * signal, an attempt failed and it will be tried again, or the server has not answered within
 * slowMs. It stays queued either way. A refusal before that is thrown and the write leaves the
 * queue, as the form that made it shows the problem and keeps the values; a refusal after that
 * stays in the queue for the user to retry, edit or discard. A refusal `keptWhen` names (the session
 * ended: the app is about to sign in again, and the form goes with the page) is kept queued instead,
 * to be sent once signed in again.
 */
export function submitWrite<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
  slowMs: number,
  keptWhen: (error: unknown) => boolean = () => false,
): Promise<WriteOutcome<TData>> {
  const cache = queryClient.getMutationCache();
  const mutation = cache.build(queryClient, options);
  return new Promise((resolve, reject) => {
    let answered = false;
    const answer = (outcome: () => void) => {
      if (answered) return;
      answered = true;
      stop();
      clearTimeout(slow);
      outcome();
    };
    const waits = () => mutation.state.status === "pending" && ((mutation.state.isPaused && !onlineManager.isOnline()) || mutation.state.failureCount > 0);
    const stop = cache.subscribe((event) => {
      if (event.mutation === mutation && waits()) answer(() => resolve({ queued: true }));
    });
    const slow = setTimeout(() => answer(() => resolve({ queued: true })), slowMs);
    mutation.execute(variables).then(
      (data) => answer(() => resolve({ queued: false, data })),
      (error: unknown) =>
        answer(() => {
          if (keptWhen(error)) return resolve({ queued: true });
          cache.remove(mutation);
          reject(error);
        }),
    );
    if (waits()) answer(() => resolve({ queued: true }));
  });
}

/** Sends a refused or conflicting write again, as the same write (same variables, same place in its scope's order from now). */
export function resendWrite(queryClient: QueryClient, mutation: AnyMutation, variables: unknown = mutation.state.variables) {
  const cache = queryClient.getMutationCache();
  const { mutationKey, scope, meta } = mutation.options;
  cache.remove(mutation);
  void cache
    .build(queryClient, { mutationKey, scope, meta })
    .execute(variables)
    .catch(() => undefined);
}

/** Drops a write that is not being sent right now, and any try of it still to come; true when it was dropped. */
export function discardWrite(queryClient: QueryClient, mutation: AnyMutation): boolean {
  if (writeState(mutation, () => false) === "sending") return false;
  const key = keyOf(mutation.state.variables);
  if (key) discarded.add(key);
  queryClient.getMutationCache().remove(mutation);
  return true;
}

/** Writes that have landed leave the queue at once (they are kept otherwise, so refused ones stay listed). */
export function dropLandedWrites(cache: MutationCache, isQueuedWrite: (mutation: AnyMutation) => boolean): () => void {
  return cache.subscribe((event) => {
    const mutation = event.mutation as AnyMutation | undefined;
    if (event.type === "updated" && mutation?.state.status === "success" && isQueuedWrite(mutation)) cache.remove(mutation);
  });
}
