/**
 * How a write that must reach the server is run: paused while there is no signal, tried again with
 * growing pauses while the network or the server fails, and kept in the cache until it lands or the
 * user discards it. Its Idempotency-Key makes every try the same write.
 */
import { type MutationKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { sentOnce } from "../../shared/http-headers";
import { DiscardedWrite, type WriteOutcome, sendUnlessDiscarded, submitWrite } from "../offline/write-queue";
import { isUnauthorizedError, worthRetrying } from "./http";

const RETRY_CAP_MS = 30_000;

/** After this long without an answer a save is left to the queue, and the form closes. */
const SLOW_SAVE_MS = 5_000;

/** A request that hangs on a weak signal is given up after this long and tried again. */
const WRITE_TIMEOUT_MS = 20_000;

export const idempotent = (key: string) => ({
  ...sentOnce(key),
  init: { signal: AbortSignal.timeout(WRITE_TIMEOUT_MS) },
});

/**
 * The options every queued write shares: `send` makes it (never once discarded), `shown` works out what it shows
 * while it waits (failing that, nothing).
 */
export function writeDefaults<TVariables, TData>(shown: (variables: TVariables) => Promise<unknown>, send: (variables: TVariables) => Promise<TData>) {
  return {
    mutationFn: sendUnlessDiscarded(send),
    networkMode: "online" as const,
    retry: (_failures: number, error: Error) => !(error instanceof DiscardedWrite) && worthRetrying(error),
    retryDelay: (failures: number) => Math.min(1000 * 2 ** (failures - 1), RETRY_CAP_MS),
    gcTime: Infinity,
    onMutate: async (variables: TVariables) => ({ shown: await shown(variables).catch(() => null) }),
  };
}

/** Loads the code that works out what a queued write shows (it builds zod schemas), for forms that make such writes. */
export const loadWritePreviews = () => import("./shown-values").then(() => undefined, () => undefined);

/**
 * Loads it while a dialog that makes such writes is open, when there may still be signal; a job page's start
 * has it as a modulepreload instead (fetched, not run), so the page's own forms cost no start-up work.
 */
export function useWritePreviews() {
  useEffect(() => void loadWritePreviews(), []);
}

/** Submits a write and tells whether it was saved or left waiting in the queue; isPending while the form waits for that answer. */
export function useQueuedWrite<TData, TVariables>(mutationKey: MutationKey, scope: { id: string }) {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const scopeId = scope.id;
  const submit = useCallback(
    async (variables: TVariables): Promise<WriteOutcome<TData>> => {
      setPending(true);
      try {
        return await submitWrite<TData, TVariables>(queryClient, { mutationKey, scope: { id: scopeId } }, variables, SLOW_SAVE_MS, isUnauthorizedError);
      } finally {
        setPending(false);
      }
    },
    // The key is a constant array per write kind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, scopeId],
  );
  return { submit, isPending };
}
