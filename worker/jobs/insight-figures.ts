import { INSIGHT_DAYS, INSIGHT_PERIODS, type InsightPeriod, type InsightWindows, periodRangeKeys } from "../../shared/domain/insight-periods";
import { differencePercent } from "../../shared/domain/estimate-math";
import { averageDays, percentOf, roundArea, topByJobs } from "../../shared/domain/insight-math";
import { foldText } from "../../shared/domain/text-fold";
import { VEHICLE_TYPES, vehicleTypeOf } from "../../shared/domain/vehicle-types";
import { JOB_STATUSES, type JobStatus } from "../../shared/domain/vocabulary";
import { civilKey, weekdayOf } from "../../shared/domain/zoned-time";
import type { CountAndArea, InsightFigures, Insights } from "../../shared/schemas/insights";
import { type Aggregates, TOP_CLIENTS } from "../db/queries/insights";

const TOP_MAKES = 8;

type Rows<K extends keyof Aggregates> = Aggregates[K];

function weeklyTrend(windows: InsightWindows, daily: Rows<"daily">): InsightFigures["weeklyTrend"] {
  return windows.weeks.map(({ monday, firstDay }) => {
    const inWeek = daily.filter((row) => row.day >= firstDay && row.day < firstDay + 7);
    return {
      weekStart: civilKey(monday),
      created: inWeek.reduce((sum, row) => sum + row.created, 0),
      completed: inWeek.reduce((sum, row) => sum + row.completed, 0),
    };
  });
}

function weekdays(windows: InsightWindows, period: InsightPeriod, daily: Rows<"daily">): InsightFigures["weekdays"] {
  const totals = Array.from({ length: 7 }, () => ({ created: 0, completed: 0 }));
  for (const row of daily) {
    if (row.day < windows.periods[period].firstDay || row.day >= INSIGHT_DAYS) continue;
    const slot = totals[weekdayOf(windows.days[row.day]!)]!;
    slot.created += row.created;
    slot.completed += row.completed;
  }
  return totals;
}

/** Makes folded together ("ford " and "Ford"), each shown as its most used spelling; types from the model. */
function vehicles(rows: Rows<"vehicles">): Pick<InsightFigures, "byMake" | "byType"> {
  const makes = new Map<string, CountAndArea & { spellings: Map<string, number> }>();
  const types = new Map(VEHICLE_TYPES.map((type) => [type, { jobs: 0, squareFeet: 0 }]));
  for (const row of rows) {
    const type = types.get(vehicleTypeOf(row.model))!;
    type.jobs += row.jobs;
    type.squareFeet += row.squareFeet;
    const spelling = row.make?.trim();
    if (!spelling) continue;
    const key = foldText(spelling);
    const make = makes.get(key) ?? { jobs: 0, squareFeet: 0, spellings: new Map<string, number>() };
    make.jobs += row.jobs;
    make.squareFeet += row.squareFeet;
    make.spellings.set(spelling, (make.spellings.get(spelling) ?? 0) + row.jobs);
    makes.set(key, make);
  }
  const byMake = [...makes.values()].map(({ jobs, squareFeet, spellings }) => ({
    make: [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
    jobs,
    squareFeet: roundArea(squareFeet),
  }));
  return {
    byMake: topByJobs(byMake, (row) => row.make, TOP_MAKES),
    byType: [...types].filter(([, value]) => value.jobs > 0).map(([type, value]) => ({ type, jobs: value.jobs, squareFeet: roundArea(value.squareFeet) })),
  };
}

/** One account's figures for one period, from the rows the batch read (already narrowed to the account). */
function periodFigures(windows: InsightWindows, period: InsightPeriod, rows: Aggregates): InsightFigures {
  const mine = <T extends { period: InsightPeriod }>(list: T[]) => list.filter((row) => row.period === period);
  const status = mine(rows.status);
  const statusCounts = Object.fromEntries(JOB_STATUSES.map((value) => [value, 0])) as Record<JobStatus, number>;
  for (const row of status) statusCounts[row.status] = row.jobs;
  const jobs = status.reduce((sum, row) => sum + row.jobs, 0);
  const squareFeet = status.reduce((sum, row) => sum + row.squareFeet, 0);
  const jobsWithArea = status.reduce((sum, row) => sum + row.withArea, 0);
  const running = status.filter((row) => row.status !== "cancelled");
  const ageMs = running.reduce((sum, row) => sum + row.ageMs, 0);
  const runningJobs = running.reduce((sum, row) => sum + row.jobs, 0);
  const completed = mine(rows.completed)[0] ?? { completed: 0, durationMs: 0, withUsed: 0, usedSquareFeet: 0, compared: 0, estimatedSquareFeet: 0, usedAgainstEstimate: 0 };
  const clients = mine(rows.clients);
  const uniqueClients = clients[0]?.clients ?? 0;
  const returningClients = clients[0]?.returnCount ?? 0;
  return {
    jobs,
    inProgress: statusCounts.in_progress,
    completed: statusCounts.completed,
    completionRate: percentOf(statusCounts.completed, jobs),
    completedInPeriod: completed.completed,
    avgCompletionDays: averageDays(completed.durationMs, completed.completed),
    avgProjectDays: averageDays(ageMs, runningJobs),
    uniqueClients,
    returningClients,
    clientRetention: percentOf(returningClients, uniqueClients),
    squareFeet: roundArea(squareFeet),
    jobsWithArea,
    avgSquareFeetPerJob: jobsWithArea > 0 ? roundArea(squareFeet / jobsWithArea) : null,
    statusCounts,
    weeklyTrend: weeklyTrend(windows, rows.daily),
    weekdays: weekdays(windows, period, rows.daily),
    ...vehicles(mine(rows.vehicles)),
    topClients: topByJobs(
      clients.map(({ name, jobs: count, squareFeet: area }) => ({ name, jobs: count, squareFeet: roundArea(area) })),
      (row) => row.name,
      TOP_CLIENTS,
    ),
    vinyl: {
      jobsWithUsed: completed.withUsed,
      usedSquareFeet: roundArea(completed.usedSquareFeet),
      compared: completed.compared,
      estimatedSquareFeet: roundArea(completed.estimatedSquareFeet),
      usedAgainstEstimate: roundArea(completed.usedAgainstEstimate),
      differencePercent: differencePercent(completed.usedAgainstEstimate, completed.estimatedSquareFeet),
    },
  };
}

/** Every period's figures for one account. */
export function accountInsights(windows: InsightWindows, rows: Aggregates, computedAt: Date): Insights[] {
  return INSIGHT_PERIODS.map((period) => ({
    period,
    timeZone: windows.timeZone,
    ...periodRangeKeys(windows, period),
    computedAt: computedAt.toISOString(),
    figures: periodFigures(windows, period, rows),
  }));
}
