import * as z from "zod";
import { ACTIVITY_PAGE_MAX, RECENT_ACTIVITY_SHOWN } from "../constants";
import { INSIGHT_PERIODS, type InsightPeriod } from "../domain/insight-periods";
import type { VehicleType } from "../domain/vehicle-types";
import type { JobStatus } from "../domain/vocabulary";
import { timeZoneQuery } from "./fields";

export const InsightsQuerySchema = z.object({
  period: z.enum(INSIGHT_PERIODS, "Period must be week, month or quarter"),
  tz: timeZoneQuery,
});

export type CountAndArea = { jobs: number; squareFeet: number };

/** One period's figures. "Jobs" are the jobs created in the period; completions count jobs completed in it, whenever created. */
export type InsightFigures = {
  jobs: number;
  inProgress: number;
  completed: number;
  /** Completed out of the period's jobs, as a rounded percent (spec §9 success rate); null with no jobs. */
  completionRate: number | null;
  completedInPeriod: number;
  /** Days from creation to completion of the jobs completed in the period, one decimal. */
  avgCompletionDays: number | null;
  /** Days the period's jobs have run: to completion, or to now while open; cancelled jobs are left out. */
  avgProjectDays: number | null;
  uniqueClients: number;
  returningClients: number;
  /** Of the period's clients, the share with more than one job ever, as a rounded percent. */
  clientRetention: number | null;
  squareFeet: number;
  jobsWithArea: number;
  avgSquareFeetPerJob: number | null;
  statusCounts: Record<JobStatus, number>;
  /** The last 7 weeks, Monday first (YYYY-MM-DD), oldest first; the same in every period. */
  weeklyTrend: { weekStart: string; created: number; completed: number }[];
  /** Monday first. */
  weekdays: { created: number; completed: number }[];
  byMake: ({ make: string } & CountAndArea)[];
  byType: ({ type: VehicleType } & CountAndArea)[];
  topClients: ({ name: string } & CountAndArea)[];
  /**
   * Vinyl on the jobs completed in the period: how many recorded what went on, and, of those with an estimate, the
   * latest estimate's material (area with waste) against what was used; difference as a rounded percent of the estimate.
   */
  vinyl: { jobsWithUsed: number; usedSquareFeet: number; compared: number; estimatedSquareFeet: number; usedAgainstEstimate: number; differencePercent: number | null };
};

export type Insights = {
  period: InsightPeriod;
  timeZone: string;
  /** First and last local day of the period (YYYY-MM-DD). */
  from: string;
  to: string;
  computedAt: string;
  figures: InsightFigures;
};

export const ActivityLogQuerySchema = z.object({
  limit: z.coerce
    .number("Limit must be a number")
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(ACTIVITY_PAGE_MAX, `Limit must be ${ACTIVITY_PAGE_MAX} or less`)
    .default(RECENT_ACTIVITY_SHOWN),
  cursor: z.string().max(200, "Cursor is not valid").optional(),
});

type ActivityLogEntry = {
  id: string;
  action: string;
  details: string | null;
  timestamp: string;
  /** The job it concerns, when it still exists and the caller may open it. */
  job: { id: string; label: string } | null;
};

export type ActivityLogPage = { entries: ActivityLogEntry[]; nextCursor: string | null };
