import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Insights } from "../../shared/schemas/insights";
import { createDb } from "../db/client";
import type { Env } from "../env";
import worker from "../index";
import { countingStatements } from "../db/counting";
import { seedJob, seedUser } from "../test/insights-seed";
import { FAILED_RETRY_MS, aggregateAccounts, currentInsights, runInsightsAggregation } from "./insights-aggregation";

const NOW = new Date("2026-11-24T15:00:00Z");
const ZONE = "America/New_York";
const db = createDb(env.DB);

let owner = "";
let other = "";

beforeAll(async () => {
  owner = await seedUser();
  other = await seedUser();
  await seedJob(owner, { clientName: "Acme Fleet", createdAt: "2026-11-23T14:00:00Z", status: "in_progress", squareFeet: 120, make: "Ford", model: "Transit" });
  await seedJob(owner, {
    clientName: "Acme Fleet",
    createdAt: "2026-11-20T16:00:00Z",
    status: "completed",
    completedAt: "2026-11-22T16:00:00Z",
    squareFeet: 80,
    make: "Ford",
    model: "F-150",
  });
  // Saturday Oct 31 in New York, though Sunday Nov 1 in UTC, the night the clocks go back.
  await seedJob(owner, {
    clientName: "Bravo Signs",
    createdAt: "2026-11-01T03:30:00Z",
    status: "completed",
    completedAt: "2026-11-11T03:30:00Z",
    squareFeet: 200,
    make: "ford ",
    model: "Mustang",
  });
  await seedJob(owner, { clientName: "Charlie Co", createdAt: "2026-09-10T12:00:00Z", make: "Toyota", model: "Camry" });
  await seedJob(owner, { clientName: "Charlie Co", createdAt: "2026-07-01T12:00:00Z", status: "completed", completedAt: "2026-07-05T12:00:00Z" });
  // Monday 23:30 in New York, Tuesday in UTC.
  await seedJob(owner, { clientName: "Delta", createdAt: "2026-11-24T04:30:00Z", status: "cancelled", squareFeet: 10 });
  await seedJob(other, { clientName: "Acme Fleet", createdAt: "2026-11-22T12:00:00Z", status: "completed", completedAt: "2026-11-23T12:00:00Z", squareFeet: 999 });
});

async function figuresOf(userId: string, zone = ZONE) {
  const { results } = await aggregateAccounts(db, [{ userId, timeZone: zone }], NOW);
  return Object.fromEntries(results.get(userId)!.map((entry) => [entry.period, entry])) as Record<Insights["period"], Insights>;
}

describe("insights figures, checked by hand", () => {
  it("cuts the week (the last 7 days in the account's zone) and counts only the account's own jobs", async () => {
    const { week } = await figuresOf(owner);
    expect(week).toMatchObject({ period: "week", timeZone: ZONE, from: "2026-11-18", to: "2026-11-24" });
    expect(week.figures).toMatchObject({
      jobs: 3,
      inProgress: 1,
      completed: 1,
      completionRate: 33,
      completedInPeriod: 1,
      avgCompletionDays: 2,
      avgProjectDays: 1.5,
      uniqueClients: 2,
      returningClients: 1,
      clientRetention: 50,
      squareFeet: 210,
      jobsWithArea: 3,
      avgSquareFeetPerJob: 70,
      statusCounts: { quote_sent: 0, in_progress: 1, completed: 1, on_hold: 0, cancelled: 1 },
      byMake: [{ make: "Ford", jobs: 2, squareFeet: 200 }],
      topClients: [
        { name: "Acme Fleet", jobs: 2, squareFeet: 200 },
        { name: "Delta", jobs: 1, squareFeet: 10 },
      ],
    });
    expect(week.figures.byType).toEqual([
      { type: "truck", jobs: 1, squareFeet: 80 },
      { type: "van", jobs: 1, squareFeet: 120 },
      { type: "other", jobs: 1, squareFeet: 10 },
    ]);
    const created = week.figures.weekdays.map((day) => day.created);
    const completed = week.figures.weekdays.map((day) => day.completed);
    expect(created).toEqual([2, 0, 0, 0, 1, 0, 0]);
    expect(completed).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });

  it("puts a job made late on Saturday in New York on Saturday, and folds make spellings together", async () => {
    const { month } = await figuresOf(owner);
    expect(month).toMatchObject({ from: "2026-10-26", to: "2026-11-24" });
    expect(month.figures).toMatchObject({
      jobs: 4,
      completionRate: 50,
      completedInPeriod: 2,
      avgCompletionDays: 6,
      uniqueClients: 3,
      returningClients: 1,
      clientRetention: 33,
      squareFeet: 410,
      byMake: [{ make: "Ford", jobs: 3, squareFeet: 400 }],
    });
    expect(month.figures.weekdays[5]!.created).toBe(1);
  });

  it("counts a client with an older job outside the quarter as returning", async () => {
    const { quarter } = await figuresOf(owner);
    expect(quarter).toMatchObject({ from: "2026-08-27", to: "2026-11-24" });
    expect(quarter.figures).toMatchObject({ jobs: 5, completionRate: 40, uniqueClients: 4, returningClients: 2, clientRetention: 50, jobsWithArea: 4 });
    expect(quarter.figures.statusCounts.quote_sent).toBe(1);
    expect(quarter.figures.byMake.map((row) => row.make)).toEqual(["Ford", "Toyota"]);
  });

  it("buckets the 7-week trend by Monday-to-Sunday weeks in the account's zone", async () => {
    const { week, quarter } = await figuresOf(owner);
    expect(week.figures.weeklyTrend).toEqual([
      { weekStart: "2026-10-12", created: 0, completed: 0 },
      { weekStart: "2026-10-19", created: 0, completed: 0 },
      { weekStart: "2026-10-26", created: 1, completed: 0 },
      { weekStart: "2026-11-02", created: 0, completed: 0 },
      { weekStart: "2026-11-09", created: 0, completed: 1 },
      { weekStart: "2026-11-16", created: 1, completed: 1 },
      { weekStart: "2026-11-23", created: 2, completed: 0 },
    ]);
    expect(quarter.figures.weeklyTrend).toEqual(week.figures.weeklyTrend);
  });

  it("moves a late-evening job to the next day when the zone is UTC", async () => {
    const { week } = await figuresOf(owner, "UTC");
    expect(week.figures.weekdays.map((day) => day.created)).toEqual([1, 1, 0, 0, 1, 0, 0]);
  });

  it("compares the vinyl used on jobs completed in the period with each job's latest estimate", async () => {
    const shop = await seedUser();
    const estimate = (jobId: string, area: number, waste: number, at: number) =>
      env.DB.prepare("insert into material_estimates (id, job_id, total_surface_area, waste_percentage, rolls_needed, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?)")
        .bind(crypto.randomUUID(), jobId, area, waste, at, at)
        .run();
    const used = (jobId: string, squareFeet: number) => env.DB.prepare("update jobs set vinyl_used_square_feet = ? where id = ?").bind(squareFeet, jobId).run();
    const done = { status: "completed", createdAt: "2026-11-18T12:00:00Z", completedAt: "2026-11-22T12:00:00Z" };
    const withBoth = await seedJob(shop, { clientName: "Acme", ...done });
    await estimate(withBoth, 300, 10, 1);
    await estimate(withBoth, 200, 10, 2);
    await used(withBoth, 209);
    const usedOnly = await seedJob(shop, { clientName: "Bravo", ...done });
    await used(usedOnly, 50);
    const estimateOnly = await seedJob(shop, { clientName: "Charlie", ...done });
    await estimate(estimateOnly, 100, 10, 1);
    const earlier = await seedJob(shop, { clientName: "Delta", ...done, completedAt: "2026-10-01T12:00:00Z" });
    await used(earlier, 500);
    const { week, quarter } = await figuresOf(shop);
    expect(week.figures.vinyl).toEqual({ jobsWithUsed: 2, usedSquareFeet: 259, compared: 1, estimatedSquareFeet: 220, usedAgainstEstimate: 209, differencePercent: -5 });
    expect(quarter.figures.vinyl).toMatchObject({ jobsWithUsed: 3, usedSquareFeet: 759, compared: 1 });
  });

  it("answers an account with no jobs with nulls where nothing can be divided, not zeros that look like data", async () => {
    const empty = await seedUser();
    const { week } = await figuresOf(empty);
    expect(week.figures).toMatchObject({ jobs: 0, completionRate: null, avgCompletionDays: null, avgProjectDays: null, clientRetention: null, avgSquareFeetPerJob: null });
    expect(week.figures.vinyl).toEqual({ jobsWithUsed: 0, usedSquareFeet: 0, compared: 0, estimatedSquareFeet: 0, usedAgainstEstimate: 0, differencePercent: null });
    expect(week.figures.weeklyTrend).toHaveLength(7);
  });
});

describe("the hourly aggregation", () => {
  const drain = async (at: Date) => {
    for (let round = 0; round < 20; round += 1) {
      const run = await runInsightsAggregation(db, at);
      if (!run.more) return;
    }
    throw new Error("the aggregation never finished");
  };
  const storedRows = async (userId: string) =>
    (await env.DB.prepare("select id, value, period, data from performance_metrics where user_id = ? order by id").bind(userId).all()).results;

  it("stores every period for every due account, and a second run changes nothing", async () => {
    await drain(NOW);
    const first = await storedRows(owner);
    expect(first.map((row) => row.period)).toEqual(["month", "quarter", "week"]);
    const again = await runInsightsAggregation(db, NOW);
    expect(again).toMatchObject({ aggregated: 0, more: false });
    expect(await storedRows(owner)).toEqual(first);
  });

  it("recomputes only the account whose jobs changed, to the same rows when the figures are the same", async () => {
    await drain(NOW);
    const before = await storedRows(other);
    await env.DB.prepare("update jobs set notes = 'touched' where user_id = ?").bind(owner).run();
    const run = await runInsightsAggregation(db, NOW);
    expect(run.aggregated).toBe(1);
    expect(await storedRows(other)).toEqual(before);
    const stored = JSON.parse(String((await storedRows(owner)).find((row) => row.period === "week")!.data)) as Insights;
    expect(stored.figures.jobs).toBe(3);
  });

  it("recomputes every account once the day has moved on, since the periods move with it", async () => {
    await drain(NOW);
    const tomorrow = new Date("2026-11-25T15:00:00Z");
    await drain(tomorrow);
    const stored = JSON.parse(String((await storedRows(owner)).find((row) => row.period === "week")!.data)) as Insights;
    expect(stored).toMatchObject({ from: "2026-11-19", to: "2026-11-25" });
  });

  it("works through more accounts than a run may afford in chunks, within the statement budget, and carries on next run", async () => {
    await drain(NOW);
    for (let index = 0; index < 5; index += 1) {
      const userId = await seedUser();
      await seedJob(userId, { clientName: `Chunk ${index}`, createdAt: "2026-11-20T12:00:00Z" });
    }
    let statements = 0;
    const counted = createDb(countingStatements(env.DB, () => (statements += 1)));
    const limits = { accountsPerChunk: 2, statementBudget: 25 };
    const first = await runInsightsAggregation(counted, NOW, limits);
    expect(first).toMatchObject({ aggregated: 4, more: true });
    expect(statements).toBeLessThanOrEqual(25);
    expect(statements).toBe(first.statements);
    const second = await runInsightsAggregation(counted, NOW, limits);
    expect(second).toMatchObject({ aggregated: 1, more: false });
  });

  it("runs from the Worker's scheduled() handler on the cron trigger", async () => {
    const userId = await seedUser();
    await seedJob(userId, { clientName: "Cron Co", createdAt: "2026-11-23T12:00:00Z", squareFeet: 42 });
    const controller = createScheduledController({ scheduledTime: NOW, cron: "0 * * * *" });
    const context = createExecutionContext();
    await (worker as ExportedHandler<Env>).scheduled!(controller, env, context);
    await waitOnExecutionContext(context);
    const stored = JSON.parse(String((await storedRows(userId)).find((row) => row.period === "week")!.data)) as Insights;
    expect(stored.figures).toMatchObject({ jobs: 1, squareFeet: 42 });
  });

  it("sets an account whose figures fail aside for hours, logged, and stores the rest of its chunk", async () => {
    await drain(NOW);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = await seedUser();
    await seedJob(broken, { clientName: "Broken", createdAt: "2026-11-20T12:00:00Z" });
    await env.DB.prepare("insert into insight_state (user_id, time_zone, change_count, aggregated_count, aggregated_at, stale_at) values (?, 'Not/AZone', 1, 0, 0, 0)")
      .bind(broken)
      .run();
    const healthy = await seedUser();
    await seedJob(healthy, { clientName: "Fine", createdAt: "2026-11-20T12:00:00Z", model: "constructor" });
    const run = await runInsightsAggregation(db, NOW);
    expect(run).toMatchObject({ failed: [broken], aggregated: 1, more: false });
    expect((await storedRows(healthy)).length).toBe(3);
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      { event: "insights_aggregation_failed", userIds: [broken], error: "RangeError: Invalid time zone specified: Not/AZone" },
    ]);
    errors.mockRestore();
    expect(await runInsightsAggregation(db, new Date(NOW.getTime() + 60_000))).toMatchObject({ aggregated: 0, failed: [] });
    await env.DB.prepare("update insight_state set time_zone = 'UTC' where user_id = ?").bind(broken).run();
    const later = await runInsightsAggregation(db, new Date(NOW.getTime() + FAILED_RETRY_MS));
    expect(later.failed).toEqual([]);
    expect((await storedRows(broken)).length).toBe(3);
  });

  it("answers a request from the stored figures while nothing changed, and recomputes at once when a job changes", async () => {
    await drain(NOW);
    const stored = await currentInsights(db, owner, "week", ZONE, NOW);
    const later = new Date(NOW.getTime() + 60_000);
    expect((await currentInsights(db, owner, "week", ZONE, later)).computedAt).toBe(stored.computedAt);
    await seedJob(owner, { clientName: "Echo", createdAt: "2026-11-24T14:00:00Z" });
    const fresh = await currentInsights(db, owner, "week", ZONE, later);
    expect(fresh.computedAt).toBe(later.toISOString());
    expect(fresh.figures.jobs).toBe(4);
  });
});
