import type { BatchItem, BatchResponse } from "drizzle-orm/batch";

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/** Statements sent to D1 together and how their results make the answer, so a read can join another's batch. */
export type BatchRead<R> = { readonly statements: Statements; readonly answer: (results: readonly unknown[]) => R };

export function batchRead<const Q extends Statements, R>(statements: Q, answer: (results: BatchResponse<Q>) => R): BatchRead<R> {
  return { statements, answer: (results) => answer(results as BatchResponse<Q>) };
}

/** Two reads in one batch, each answered from its own results. */
export function bothReads<A, B>(first: BatchRead<A>, second: BatchRead<B>): BatchRead<[A, B]> {
  const split = first.statements.length;
  return {
    statements: [...first.statements, ...second.statements],
    answer: (results) => [first.answer(results.slice(0, split)), second.answer(results.slice(split))],
  };
}
