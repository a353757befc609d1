import { listed } from "../../shared/domain/listed";

/** A count with its noun: "1 photo", "3 photos". */
const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The non-zero counts as one phrase, "2 photos, 1 voice note and 3 files"; null when every count is zero. */
export function countedList(counts: readonly (readonly [count: number, one: string, many: string])[]): string | null {
  const parts = counts.filter(([count]) => count > 0).map(([count, one, many]) => counted(count, one, many));
  if (parts.length === 0) return null;
  return listed(parts);
}
