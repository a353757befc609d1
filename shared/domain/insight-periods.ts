import { type CivilDate, addDays, civilDateAt, civilKey, startOfDay, weekdayOf } from "./zoned-time";

export const INSIGHT_PERIODS = ["week", "month", "quarter"] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** Spec §9: a quarter is 90 days; the week and month are the last 7 and 30 days, each ending today. */
const PERIOD_DAYS: Record<InsightPeriod, number> = { week: 7, month: 30, quarter: 90 };
export const PERIOD_LABELS: Record<InsightPeriod, string> = { week: "This Week", month: "This Month", quarter: "This Quarter" };
/** Spec §9: the weekly trend covers 7 weeks, Monday to Sunday, the last one being this week. */
const TREND_WEEKS = 7;
/** The daily buckets reach back far enough for the longest period and for the trend's first Monday. */
export const INSIGHT_DAYS = Math.max(PERIOD_DAYS.quarter, 7 * TREND_WEEKS);

export type InsightWindows = {
  timeZone: string;
  /** `INSIGHT_DAYS` local days, oldest first; the last is today. */
  days: CivilDate[];
  /** Where each day starts, plus where tomorrow starts: `days.length + 1` instants. */
  bounds: number[];
  /** The first day (index into `days`) and first instant of each period. */
  periods: Record<InsightPeriod, { firstDay: number; start: number }>;
  /** The Monday of each trend week, oldest first, and its index into `days`. */
  weeks: { monday: CivilDate; firstDay: number }[];
  /** Tomorrow's first instant: the periods move on then, so figures made today go stale. */
  staleAt: number;
};

export function insightWindows(now: number, timeZone: string): InsightWindows {
  const today = civilDateAt(now, timeZone);
  const days = Array.from({ length: INSIGHT_DAYS }, (_, index) => addDays(today, index - INSIGHT_DAYS + 1));
  const bounds = [...days, addDays(today, 1)].map((day) => startOfDay(day, timeZone));
  const periodWindow = (period: InsightPeriod) => {
    const firstDay = INSIGHT_DAYS - PERIOD_DAYS[period];
    return { firstDay, start: bounds[firstDay]! };
  };
  const thisMonday = INSIGHT_DAYS - 1 - weekdayOf(today);
  const weeks = Array.from({ length: TREND_WEEKS }, (_, index) => {
    const firstDay = thisMonday - 7 * (TREND_WEEKS - 1 - index);
    return { monday: addDays(today, firstDay - INSIGHT_DAYS + 1), firstDay };
  });
  return {
    timeZone,
    days,
    bounds,
    periods: { week: periodWindow("week"), month: periodWindow("month"), quarter: periodWindow("quarter") },
    weeks,
    staleAt: bounds[INSIGHT_DAYS]!,
  };
}

/** The first and last day a period covers, as YYYY-MM-DD in the account's zone. */
export function periodRangeKeys(windows: InsightWindows, period: InsightPeriod): { from: string; to: string } {
  return { from: civilKey(windows.days[windows.periods[period].firstDay]!), to: civilKey(windows.days[INSIGHT_DAYS - 1]!) };
}
