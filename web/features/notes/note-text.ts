import { foldSearch, searchTextMatches } from "../../../shared/domain/text-fold";

/** A recording's length as m:ss. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Whether the texts hold every word of the search, anywhere and in any order, folded as job search folds them (case, width, Latin accents). */
export function matchesSearch(search: string, texts: (string | null | undefined)[]): boolean {
  return searchTextMatches(foldSearch(texts.filter(Boolean).join(" ")), search);
}
