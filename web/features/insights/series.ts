import type { InsightFigures } from "../../../shared/schemas/insights";
import type { Series } from "./bar-chart";
import { listed } from "../../../shared/domain/listed";

const CREATED = { barClass: "fill-primary", swatchClass: "bg-primary" };
const COMPLETED = { barClass: "fill-green-600 dark:fill-green-400", swatchClass: "bg-green-600 dark:bg-green-400" };

export function createdAndCompleted(rows: { created: number; completed: number }[]): Series[] {
  return [
    { label: "Created", values: rows.map((row) => row.created), ...CREATED },
    { label: "Completed", values: rows.map((row) => row.completed), ...COMPLETED },
  ];
}

export const WEEKDAY_LABELS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Friday" or "Monday and Friday": the weekdays with the most jobs created and completed, or null when there were none. */
export function busiestWeekdays(weekdays: InsightFigures["weekdays"]): string | null {
  const totals = weekdays.map((day) => day.created + day.completed);
  const top = Math.max(...totals);
  if (top === 0) return null;
  const names = WEEKDAY_NAMES.filter((_, index) => totals[index] === top);
  return listed(names);
}
