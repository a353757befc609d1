import { foldText } from "../../../shared/domain/text-fold";

/** A recording's length as m:ss. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Whether any of the texts holds every word of the search, case and width folded. */
export function matchesSearch(search: string, texts: (string | null | undefined)[]): boolean {
  const words = foldText(search).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(" "));
  return words.every((word) => haystack.includes(word));
}
