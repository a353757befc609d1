/**
 * The insights aggregation's SQL. Accounts are aggregated together: each query takes the accounts'
 * windows as one JSON parameter (json_each), so the statement count stays the same for 1 account or
 * 100 and no statement comes near D1's 100 bound parameters.
 */
import { sql } from "drizzle-orm";
import { INSIGHT_PERIODS, type InsightPeriod, type InsightWindows } from "../../../shared/domain/insight-periods";
import type { JobStatus } from "../../../shared/domain/vocabulary";
import type { Db } from "../client";
import { rawBatch } from "../raw-batch";

/** Bumped when the stored figures change shape, so old rows are recomputed rather than misread. */
const INSIGHTS_METRIC = "insights_v1";

export type AccountWindows = { userId: string; windows: InsightWindows };
type StatusRow = { userId: string; period: InsightPeriod; status: JobStatus; jobs: number; squareFeet: number; withArea: number; ageMs: number };
type CompletedRow = {
  userId: string;
  period: InsightPeriod;
  completed: number;
  durationMs: number;
  withUsed: number;
  usedSquareFeet: number;
  compared: number;
  estimatedSquareFeet: number;
  usedAgainstEstimate: number;
};
type ClientRow = { userId: string; period: InsightPeriod; name: string; jobs: number; squareFeet: number; clients: number; returnCount: number };
type VehicleRow = { userId: string; period: InsightPeriod; make: string | null; model: string | null; jobs: number; squareFeet: number };
type DailyRow = { userId: string; day: number; created: number; completed: number };
type AccountCounts = { userId: string; changeCount: number };
export type Aggregates = {
  counts: AccountCounts[];
  status: StatusRow[];
  completed: CompletedRow[];
  clients: ClientRow[];
  vehicles: VehicleRow[];
  daily: DailyRow[];
};

export const TOP_CLIENTS = 5;

const periodWindows = (accounts: AccountWindows[]) =>
  JSON.stringify(accounts.flatMap(({ userId, windows }) => INSIGHT_PERIODS.map((period) => [userId, period, windows.periods[period].start])));

const withWindows = (accounts: AccountWindows[]) => sql`with w as (
  select json_extract(value, '$[0]') as u, json_extract(value, '$[1]') as p, json_extract(value, '$[2]') as s
  from json_each(${periodWindows(accounts)}))`;

/**
 * Reads everything the figures need in one batch (one transaction), together with each account's
 * change count, so a change made after the read leaves the account marked for the next run.
 */
export async function readAggregates(db: Db, accounts: AccountWindows[], now: Date): Promise<Aggregates> {
  const users = JSON.stringify(accounts.map(({ userId, windows }) => [userId, windows.timeZone]));
  const days = JSON.stringify(accounts.map(({ userId, windows }) => [userId, windows.bounds]));
  const [, counts, status, completed, clients, vehicles, daily] = (await rawBatch(db, [
    sql`insert into insight_state (user_id, time_zone, change_count, aggregated_count, aggregated_at, stale_at)
      select json_extract(value, '$[0]'), json_extract(value, '$[1]'), 0, -1, 0, 0 from json_each(${users}) where true
      on conflict (user_id) do nothing`,
    sql`select user_id as userId, change_count as changeCount from insight_state
      where user_id in (select json_extract(value, '$[0]') from json_each(${users}))`,
    sql`${withWindows(accounts)}
      select w.u as userId, w.p as period, j.status as status, count(*) as jobs, total(j.total_square_feet) as squareFeet,
        total(j.total_square_feet > 0) as withArea, total(coalesce(j.completed_at, ${now.getTime()}) - j.created_at) as ageMs
      from w join jobs j on j.user_id = w.u and j.created_at >= w.s
      group by w.u, w.p, j.status`,
    sql`${withWindows(accounts)},
      done as (
        select w.u, w.p, j.completed_at - j.created_at as duration, j.vinyl_used_square_feet as used,
          case when j.vinyl_used_square_feet is not null then (
            select round(m.total_surface_area * (100 + m.waste_percentage)) / 100 from material_estimates m
            where m.job_id = j.id order by m.created_at desc, m.id desc limit 1) end as estimated
        from w join jobs j on j.user_id = w.u and j.completed_at >= w.s)
      select u as userId, p as period, count(*) as completed, total(duration) as durationMs, count(used) as withUsed,
        total(used) as usedSquareFeet, count(estimated) as compared, total(estimated) as estimatedSquareFeet,
        total(case when estimated is not null then used end) as usedAgainstEstimate
      from done group by u, p`,
    sql`${withWindows(accounts)},
      c as (
        select w.u, w.p, j.client_key as k, max(j.client_name) as name, count(*) as jobs, total(j.total_square_feet) as squareFeet
        from w join jobs j on j.user_id = w.u and j.created_at >= w.s
        group by w.u, w.p, j.client_key),
      r as (
        select c.*, (select count(*) from jobs x where x.user_id = c.u and x.client_key = c.k) > 1 as again
        from c),
      ranked as (
        select r.*, row_number() over (partition by r.u, r.p order by r.jobs desc, r.squareFeet desc, r.k) as rank,
          count(*) over (partition by r.u, r.p) as clients, sum(r.again) over (partition by r.u, r.p) as returningClients
        from r)
      select u as userId, p as period, name, jobs, squareFeet, clients, returningClients as returnCount
      from ranked where rank <= ${TOP_CLIENTS}`,
    sql`${withWindows(accounts)}
      select w.u as userId, w.p as period, j.vehicle_make as make, j.vehicle_model as model, count(*) as jobs,
        total(j.total_square_feet) as squareFeet
      from w join jobs j on j.user_id = w.u and j.created_at >= w.s
      group by w.u, w.p, j.vehicle_make, j.vehicle_model`,
    sql`with a as (select json_extract(value, '$[0]') as u, value as v from json_each(${days})),
      d as (
        select a.u, b.key as i, b.value as s, json_extract(a.v, '$[1][' || (b.key + 1) || ']') as e
        from a, json_each(a.v, '$[1]') as b),
      counted as (
        select d.u, d.i,
          (select count(*) from jobs j where j.user_id = d.u and j.created_at >= d.s and j.created_at < d.e) as created,
          (select count(*) from jobs j where j.user_id = d.u and j.completed_at >= d.s and j.completed_at < d.e) as completed
        from d where d.e is not null)
      select u as userId, i as day, created, completed from counted where created > 0 or completed > 0`,
  ])) as [unknown, AccountCounts[], StatusRow[], CompletedRow[], ClientRow[], VehicleRow[], DailyRow[]];
  return { counts, status, completed, clients, vehicles, daily };
}

export type Snapshot = { userId: string; period: InsightPeriod; jobs: number; data: string };
export type AccountMark = { userId: string; timeZone: string; changeCount: number; staleAt: number };
export type AccountFailure = { userId: string; timeZone: string; retryAfter: number };

const snapshotId = (userId: string, period: InsightPeriod) => `${userId}:${period}:${INSIGHTS_METRIC}`;

/**
 * Replaces the accounts' stored figures, marks them aggregated up to the change count they were read
 * at, and sets the accounts whose figures failed aside until `retryAfter`.
 */
export async function writeSnapshots(db: Db, snapshots: Snapshot[], marks: AccountMark[], failures: AccountFailure[], now: Date): Promise<void> {
  if (marks.length === 0 && failures.length === 0) return;
  const failed = JSON.stringify(failures.map((f) => [f.userId, f.timeZone, f.retryAfter]));
  const rows = JSON.stringify(snapshots.map((s) => [snapshotId(s.userId, s.period), s.userId, s.period, s.jobs, s.data]));
  const states = JSON.stringify(marks.map((m) => [m.userId, m.timeZone, m.changeCount, m.staleAt]));
  const at = now.getTime();
  await rawBatch(db, [
    sql`insert into performance_metrics (id, user_id, metric_type, value, period, data, recorded_at)
      select json_extract(value, '$[0]'), json_extract(value, '$[1]'), ${INSIGHTS_METRIC}, json_extract(value, '$[3]'),
        json_extract(value, '$[2]'), json_extract(value, '$[4]'), ${at}
      from json_each(${rows}) where true
      on conflict (id) do update set value = excluded.value, data = excluded.data, recorded_at = excluded.recorded_at`,
    sql`insert into insight_state (user_id, time_zone, change_count, aggregated_count, aggregated_at, stale_at)
      select json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[2]'), ${at},
        json_extract(value, '$[3]')
      from json_each(${states}) where true
      on conflict (user_id) do update set time_zone = excluded.time_zone, aggregated_count = excluded.aggregated_count,
        aggregated_at = excluded.aggregated_at, stale_at = excluded.stale_at, retry_after = null`,
    sql`insert into insight_state (user_id, time_zone, change_count, aggregated_count, aggregated_at, stale_at, retry_after)
      select json_extract(value, '$[0]'), json_extract(value, '$[1]'), 0, -1, 0, 0, json_extract(value, '$[2]')
      from json_each(${failed}) where true
      on conflict (user_id) do update set retry_after = excluded.retry_after`,
  ]);
}

export type DueAccount = { userId: string; timeZone: string };

/**
 * Accounts whose figures are out of date: jobs changed since the last aggregation, the day moved
 * on, or never aggregated but with jobs; not those set aside after a failure until their retry time.
 * `skip` leaves out accounts that already failed this run.
 */
export function dueAccounts(db: Db, now: Date, limit: number, skip: string[]): Promise<DueAccount[]> {
  return db.all<DueAccount>(sql`select u.id as userId, coalesce(s.time_zone, 'UTC') as timeZone
    from users u left join insight_state s on s.user_id = u.id
    where (case when s.user_id is null then exists (select 1 from jobs j where j.user_id = u.id)
      else (s.change_count <> s.aggregated_count or s.stale_at <= ${now.getTime()})
        and (s.retry_after is null or s.retry_after <= ${now.getTime()}) end)
      and u.id not in (select value from json_each(${JSON.stringify(skip)}))
    order by u.id limit ${limit}`);
}

export type StoredInsights = {
  timeZone: string;
  changeCount: number;
  aggregatedCount: number;
  aggregatedAt: number;
  staleAt: number;
  data: string | null;
};

/** One account's state and stored figures for a period, in one statement. */
export function storedInsights(db: Db, userId: string, period: InsightPeriod): Promise<StoredInsights | undefined> {
  return db.get<StoredInsights>(sql`select s.time_zone as timeZone, s.change_count as changeCount, s.aggregated_count as aggregatedCount,
      s.aggregated_at as aggregatedAt, s.stale_at as staleAt, m.data as data
    from insight_state s left join performance_metrics m on m.id = ${snapshotId(userId, period)}
    where s.user_id = ${userId}`);
}
