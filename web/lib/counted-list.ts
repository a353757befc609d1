/** A count with its noun: "1 photo", "3 photos". */
const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The non-zero counts as one phrase, "2 photos, 1 voice note and 3 files"; null when every count is zero. */
export function countedList(counts: readonly (readonly [count: number, one: string, many: string])[]): string | null {
  const parts = counts.filter(([count]) => count > 0).map(([count, one, many]) => counted(count, one, many));
  if (parts.length === 0) return null;
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]!;
}
