import { type InsightPeriod, type InsightWindows, insightWindows } from "../../shared/domain/insight-periods";
import type { Insights } from "../../shared/schemas/insights";
import type { Db } from "../db/client";
import {
  type AccountFailure,
  type AccountMark,
  type AccountWindows,
  type Aggregates,
  type DueAccount,
  type Snapshot,
  dueAccounts,
  readAggregates,
  storedInsights,
  writeSnapshots,
} from "../db/queries/insights";
import { accountInsights } from "./insight-figures";

/** D1's free plan allows 50 statements per invocation; a run stops short of that and the next one carries on. */
export type AggregationLimits = { accountsPerChunk: number; statementBudget: number };
const CRON_LIMITS: AggregationLimits = { accountsPerChunk: 100, statementBudget: 45 };
/** One `dueAccounts`, seven statements of `readAggregates` and three of `writeSnapshots`. */
const STATEMENTS_PER_CHUNK = 11;
/** An account whose figures failed is tried again after this long (the failure is logged each time). */
export const FAILED_RETRY_MS = 6 * 3_600_000;

export type AggregationRun = { aggregated: number; failed: string[]; statements: number; more: boolean };
export type AggregatedChunk = { results: Map<string, Insights[]>; failed: string[] };

const emptyAggregates = (): Aggregates => ({ counts: [], status: [], completed: [], clients: [], vehicles: [], daily: [] });

function byAccount(rows: Aggregates): Map<string, Aggregates> {
  const accounts = new Map<string, Aggregates>();
  for (const key of Object.keys(rows) as (keyof Aggregates)[]) {
    for (const row of rows[key]) {
      const slot = accounts.get(row.userId) ?? emptyAggregates();
      accounts.set(row.userId, slot);
      (slot[key] as (typeof row)[]).push(row);
    }
  }
  return accounts;
}

function logFailure(userIds: string[], error: unknown) {
  console.error(JSON.stringify({ event: "insights_aggregation_failed", userIds, error: String(error) }));
}

/**
 * Computes and stores every period's figures for these accounts in one read batch and one write
 * batch. An account whose zone or figures fail is logged and set aside until `FAILED_RETRY_MS`
 * later; the others are stored all the same. Windows are worked out once per zone.
 */
export async function aggregateAccounts(db: Db, accounts: DueAccount[], now: Date): Promise<AggregatedChunk> {
  const zones = new Map<string, InsightWindows>();
  const failures: AccountFailure[] = [];
  const fail = (account: DueAccount, error: unknown) => {
    logFailure([account.userId], error);
    failures.push({ userId: account.userId, timeZone: account.timeZone, retryAfter: now.getTime() + FAILED_RETRY_MS });
  };
  const windowed: (AccountWindows & { account: DueAccount })[] = [];
  for (const account of accounts) {
    try {
      const windows = zones.get(account.timeZone) ?? insightWindows(now.getTime(), account.timeZone);
      zones.set(account.timeZone, windows);
      windowed.push({ userId: account.userId, windows, account });
    } catch (error) {
      fail(account, error);
    }
  }
  const rows = windowed.length ? byAccount(await readAggregates(db, windowed, now)) : new Map<string, Aggregates>();
  const results = new Map<string, Insights[]>();
  const snapshots: Snapshot[] = [];
  const marks: AccountMark[] = [];
  for (const { userId, windows, account } of windowed) {
    try {
      const own = rows.get(userId) ?? emptyAggregates();
      const insights = accountInsights(windows, own, now);
      results.set(userId, insights);
      snapshots.push(...insights.map((entry) => ({ userId, period: entry.period, jobs: entry.figures.jobs, data: JSON.stringify(entry) })));
      marks.push({ userId, timeZone: windows.timeZone, changeCount: own.counts[0]?.changeCount ?? 0, staleAt: windows.staleAt });
    } catch (error) {
      fail(account, error);
    }
  }
  await writeSnapshots(db, snapshots, marks, failures, now);
  return { results, failed: failures.map((failure) => failure.userId) };
}

/**
 * The cron's work: aggregates the accounts that are due, a chunk at a time, within the statement
 * budget. A chunk whose reads or writes fail (D1 unavailable) is logged and the run stops; the
 * accounts stay due for the next run.
 */
export async function runInsightsAggregation(db: Db, now: Date, limits: AggregationLimits = CRON_LIMITS): Promise<AggregationRun> {
  const run: AggregationRun = { aggregated: 0, failed: [], statements: 0, more: false };
  while (run.statements + STATEMENTS_PER_CHUNK <= limits.statementBudget) {
    const due = await dueAccounts(db, now, limits.accountsPerChunk, run.failed);
    run.statements += 1;
    if (due.length === 0) return run;
    run.statements += STATEMENTS_PER_CHUNK - 1;
    try {
      const chunk = await aggregateAccounts(db, due, now);
      run.aggregated += chunk.results.size;
      run.failed.push(...chunk.failed);
    } catch (error) {
      logFailure(
        due.map((account) => account.userId),
        error,
      );
      run.failed.push(...due.map((account) => account.userId));
      run.more = true;
      return run;
    }
  }
  run.more = true;
  return run;
}

/**
 * An account's figures for a period: the stored ones while nothing changed, the day has not moved
 * on and the zone is the same; otherwise computed now (all periods) and stored.
 */
export async function currentInsights(db: Db, userId: string, period: InsightPeriod, timeZone: string | undefined, now: Date): Promise<Insights> {
  const stored = await storedInsights(db, userId, period);
  const zone = timeZone ?? stored?.timeZone ?? "UTC";
  if (stored?.data && stored.changeCount === stored.aggregatedCount && stored.staleAt > now.getTime() && stored.timeZone === zone) {
    const insights = JSON.parse(stored.data) as Insights;
    if (insights.timeZone === zone) return insights;
  }
  const { results } = await aggregateAccounts(db, [{ userId, timeZone: zone }], now);
  const insights = results.get(userId)?.find((entry) => entry.period === period);
  if (!insights) throw new Error(`The figures of account ${userId} could not be computed`);
  return insights;
}
