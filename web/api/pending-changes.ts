/**
 * The queue as the screens read it: every job, measurement and note write still waiting, sending,
 * refused or in conflict, and the changes the waiting ones make to what is shown.
 */
import { type Mutation, type MutationCache, type MutationCacheNotifyEvent, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { Job } from "../../shared/schemas/job";
import type { Measurement } from "../../shared/schemas/measurement";
import type { Note } from "../../shared/schemas/note";
import type { PendingChange } from "../offline/pending-view";
import { type QueuedWriteState, onRetryStart, writeState } from "../offline/write-queue";
import { isApiError } from "./http";
import { type AddNoteVariables, type DeleteNoteVariables, type UpdateNoteVariables, noteMutationKeys } from "./notes";
import { type CreateJobVariables, type DeleteJobVariables, type UpdateJobVariables, jobMutationKeys } from "./job-mutations";
import {
  type AddMeasurementVariables,
  type DeleteMeasurementVariables,
  type UpdateMeasurementVariables,
  measurementMutationKeys,
} from "./measurement-mutations";

export type WriteKind = PendingChange["kind"];

const KINDS: [readonly string[], WriteKind][] = [
  [jobMutationKeys.create, "job.create"],
  [jobMutationKeys.update, "job.update"],
  [jobMutationKeys.delete, "job.delete"],
  [measurementMutationKeys.add, "measurement.add"],
  [measurementMutationKeys.update, "measurement.update"],
  [measurementMutationKeys.delete, "measurement.delete"],
  [noteMutationKeys.add, "note.add"],
  [noteMutationKeys.update, "note.update"],
  [noteMutationKeys.delete, "note.delete"],
];

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

function kindOf(mutation: AnyMutation): WriteKind | null {
  const key = mutation.options.mutationKey;
  return KINDS.find(([known]) => key?.length === known.length && known.every((part, index) => key[index] === part))?.[1] ?? null;
}

export const isQueuedWrite = (mutation: AnyMutation) => kindOf(mutation) !== null;

export type QueuedWrite = {
  mutation: AnyMutation;
  kind: WriteKind;
  jobId: string;
  state: QueuedWriteState;
  /** Why the server refused it, or why the last try did not get through; none while a try is on its way. */
  problem: string | null;
  /** An edit of something deleted on another device meanwhile: no try can land it, so it can only be discarded. */
  gone: boolean;
  change: PendingChange;
  submittedAt: number;
};

type Shown = { shown?: unknown } | undefined;

function changeOf(kind: WriteKind, variables: unknown, context: Shown): PendingChange {
  const shown = context?.shown ?? null;
  switch (kind) {
    case "job.create":
      return { kind, jobId: (variables as CreateJobVariables).id, job: shown as Job | null };
    case "job.update":
      return { kind, jobId: (variables as UpdateJobVariables).id, fields: shown ?? {} };
    case "job.delete":
      return { kind, jobId: (variables as DeleteJobVariables).id };
    case "measurement.add": {
      const { jobId, id } = variables as AddMeasurementVariables;
      return { kind, jobId, id, measurement: shown as Measurement | null };
    }
    case "measurement.update": {
      const { jobId, id } = variables as UpdateMeasurementVariables;
      return { kind, jobId, id, fields: shown ?? {} };
    }
    case "measurement.delete": {
      const { jobId, id } = variables as DeleteMeasurementVariables;
      return { kind, jobId, id };
    }
    case "note.add": {
      const { jobId, id } = variables as AddNoteVariables;
      return { kind, jobId, id, note: shown as Note | null };
    }
    case "note.update": {
      const { jobId, id } = variables as UpdateNoteVariables;
      return { kind, jobId, id, fields: shown ?? {} };
    }
    case "note.delete": {
      const { jobId, id } = variables as DeleteNoteVariables;
      return { kind, jobId, id };
    }
  }
}

const isConflict = (error: unknown) => isApiError(error, "edit_conflict");

const editsGone = (kind: WriteKind, error: unknown) => kind.endsWith(".update") && isApiError(error, "not_found");

function problemOf(kind: WriteKind, mutation: AnyMutation): string | null {
  const error = mutation.state.error ?? mutation.state.failureReason;
  if (!error) return null;
  if (editsGone(kind, error)) return "Deleted on another device meanwhile.";
  if (isApiError(error, "edit_conflict")) return "Changed on another device meanwhile.";
  if (error instanceof TypeError) return "No connection.";
  return (error as { serverMessage?: string }).serverMessage || (error instanceof Error ? error.message : String(error));
}

function queuedWrites(cache: MutationCache): QueuedWrite[] {
  return cache.getAll().flatMap((mutation) => {
    const kind = kindOf(mutation);
    const state = kind && writeState(mutation, isConflict);
    if (!kind || !state || mutation.state.variables === undefined) return [];
    const change = changeOf(kind, mutation.state.variables, mutation.state.context as Shown);
    return [{ mutation, kind, jobId: change.jobId, state, problem: state === "sending" ? null : problemOf(kind, mutation), gone: state === "refused" && editsGone(kind, mutation.state.error), change, submittedAt: mutation.state.submittedAt }];
  });
}

/** Mutations added, removed or changed; observers coming and going (a form re-rendering) change nothing queued. */
const changesQueue = (event: MutationCacheNotifyEvent) => event.type === "added" || event.type === "removed" || event.type === "updated";

type QueueStore = { subscribe: (listener: () => void) => () => void; read: () => QueuedWrite[] };

const stores = new WeakMap<MutationCache, QueueStore>();

/** One reading of the queue per change of the cache, shared by every screen that shows it. */
function storeFor(cache: MutationCache): QueueStore {
  const known = stores.get(cache);
  if (known) return known;
  let writes: QueuedWrite[] | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    writes = null;
    for (const listener of listeners) listener();
  };
  cache.subscribe((event) => changesQueue(event) && changed());
  let stopHearingRetries: (() => void) | null = null;
  const store: QueueStore = {
    subscribe(listener) {
      if (listeners.size === 0) {
        writes = null;
        stopHearingRetries = onRetryStart(changed);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopHearingRetries?.();
      };
    },
    read: () => (writes ??= queuedWrites(cache)),
  };
  stores.set(cache, store);
  return store;
}

export function useQueuedWrites(): QueuedWrite[] {
  const store = storeFor(useQueryClient().getMutationCache());
  return useSyncExternalStore(store.subscribe, store.read);
}

const pendingCache = new WeakMap<QueuedWrite[], PendingChange[]>();

/** The changes the screens lay over the server's data: writes still waiting or being sent. */
export function usePendingChanges(): PendingChange[] {
  const writes = useQueuedWrites();
  let changes = pendingCache.get(writes);
  if (!changes) {
    changes = writes.filter((write) => write.state === "waiting" || write.state === "sending").map((write) => write.change);
    pendingCache.set(writes, changes);
  }
  return changes;
}
