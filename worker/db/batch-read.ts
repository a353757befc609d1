import type { BatchItem, BatchResponse } from "drizzle-orm/batch";

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/** Statements sent to D1 together and how their results make the answer, so a read can join another's batch. */
export type BatchRead<R> = { readonly statements: Statements; readonly answer: (results: readonly unknown[]) => R };

export function batchRead<const Q extends Statements, R>(statements: Q, answer: (results: BatchResponse<Q>) => R): BatchRead<R> {
  return { statements, answer: (results) => answer(results as BatchResponse<Q>) };
}
