import { type InsightPeriod, insightWindows } from "../../shared/domain/insight-periods";
import type { Insights } from "../../shared/schemas/insights";
import type { Db } from "../db/client";
import { type AccountWindows, type Aggregates, type DueAccount, dueAccounts, readAggregates, storedInsights, writeSnapshots } from "../db/queries/insights";
import { accountInsights } from "./insight-figures";

/** D1's free plan allows 50 statements per invocation; a run stops short of that and the next one carries on. */
export type AggregationLimits = { accountsPerChunk: number; statementBudget: number };
export const CRON_LIMITS: AggregationLimits = { accountsPerChunk: 100, statementBudget: 45 };
/** One `dueAccounts`, seven statements of `readAggregates` and two of `writeSnapshots`. */
export const STATEMENTS_PER_CHUNK = 10;

export type AggregationRun = { aggregated: number; failed: string[]; statements: number; more: boolean };

function byAccount(rows: Aggregates): Map<string, Aggregates> {
  const accounts = new Map<string, Aggregates>();
  const slot = (userId: string) => {
    let found = accounts.get(userId);
    if (!found) {
      found = { counts: [], status: [], completed: [], clients: [], vehicles: [], daily: [] };
      accounts.set(userId, found);
    }
    return found;
  };
  for (const key of Object.keys(rows) as (keyof Aggregates)[]) {
    for (const row of rows[key]) (slot(row.userId)[key] as (typeof row)[]).push(row);
  }
  return accounts;
}

/** Computes and stores every period's figures for these accounts; answers them by account. */
export async function aggregateAccounts(db: Db, accounts: DueAccount[], now: Date): Promise<Map<string, Insights[]>> {
  const windowed: AccountWindows[] = accounts.map(({ userId, timeZone }) => ({ userId, windows: insightWindows(now.getTime(), timeZone) }));
  const rows = byAccount(await readAggregates(db, windowed, now));
  const results = new Map<string, Insights[]>();
  const snapshots = [];
  const marks = [];
  for (const { userId, windows } of windowed) {
    const own = rows.get(userId) ?? { counts: [], status: [], completed: [], clients: [], vehicles: [], daily: [] };
    const insights = accountInsights(windows, own, now);
    results.set(userId, insights);
    snapshots.push(...insights.map((entry) => ({ userId, period: entry.period, jobs: entry.figures.jobs, data: JSON.stringify(entry) })));
    marks.push({ userId, timeZone: windows.timeZone, changeCount: own.counts[0]?.changeCount ?? 0, staleAt: windows.staleAt });
  }
  await writeSnapshots(db, snapshots, marks, now);
  return results;
}

function logFailure(userIds: string[], error: unknown) {
  console.error(JSON.stringify({ event: "insights_aggregation_failed", userIds, error: String(error) }));
}

/**
 * The cron's work: aggregates the accounts that are due, a chunk at a time, within the statement
 * budget. When a chunk fails, its accounts are retried one by one, so one account's failure does
 * not hold back the others; the failing account is logged and left for the next run.
 */
export async function runInsightsAggregation(db: Db, now: Date, limits: AggregationLimits = CRON_LIMITS): Promise<AggregationRun> {
  const run: AggregationRun = { aggregated: 0, failed: [], statements: 0, more: false };
  const affordable = (chunks: number) => run.statements + chunks * STATEMENTS_PER_CHUNK <= limits.statementBudget;
  while (affordable(1)) {
    const due = await dueAccounts(db, now, limits.accountsPerChunk, run.failed);
    run.statements += 1;
    if (due.length === 0) return run;
    try {
      run.statements += STATEMENTS_PER_CHUNK - 1;
      await aggregateAccounts(db, due, now);
      run.aggregated += due.length;
      continue;
    } catch (error) {
      if (due.length === 1) {
        logFailure([due[0]!.userId], error);
        run.failed.push(due[0]!.userId);
        continue;
      }
    }
    for (const account of due) {
      if (!affordable(1)) break;
      run.statements += STATEMENTS_PER_CHUNK - 1;
      try {
        await aggregateAccounts(db, [account], now);
        run.aggregated += 1;
      } catch (error) {
        logFailure([account.userId], error);
        run.failed.push(account.userId);
      }
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
  const computed = await aggregateAccounts(db, [{ userId, timeZone: zone }], now);
  return computed.get(userId)!.find((entry) => entry.period === period)!;
}
