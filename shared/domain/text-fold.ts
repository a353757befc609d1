/**
 * Text folded for comparison: NFKC, lower case (every script, unlike SQLite's ASCII-only lower()),
 * ß as ss, runs of white space as one space. The Worker stores folded copies of searchable
 * columns and folds every query the same way.
 */
export function foldText(value: string): string {
  return value.normalize("NFKC").toLowerCase().replace(/ß/g, "ss").replace(/\s+/g, " ").trim();
}

/** Latin letters whose mark is part of the letter, so no decomposition takes it off. */
const LATIN_WITHOUT_MARK: Record<string, string> = { æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", ħ: "h", ŧ: "t", ı: "i", þ: "th" };
const LATIN_WITH_INNER_MARK = new RegExp(`[${Object.keys(LATIN_WITHOUT_MARK).join("")}]`, "g");

/**
 * Text folded for search: as foldText, and Latin letters without their accents ("José" as "jose",
 * "Øystein" as "oystein", "Æsir" as "aesir"), since installers type on a phone without them. Other
 * scripts keep their marks: a Cyrillic й or a Devanagari vowel sign is a letter of its own. Invisible breaks
 * pasted inside a word (soft hyphen, zero-width space, word joiner) are dropped; the joiners scripts need are kept.
 */
export function foldSearch(value: string): string {
  return foldText(value)
    .replace(/[\u00AD\u200B\u2060]/g, "")
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .replace(LATIN_WITH_INNER_MARK, (letter) => LATIN_WITHOUT_MARK[letter] ?? letter)
    .normalize("NFC");
}

/**
 * The version of foldSearch that the stored search text of a job is folded with (0: foldText, before
 * accents were folded). Raise it when foldSearch changes: the hourly cron folds older rows again.
 */
export const SEARCH_FOLD_VERSION = 1;

/** The different words of a search as typed (foldText), each to be found anywhere in a job's search text once folded for search. */
export function searchWords(term: string): string[] {
  return [...new Set(foldText(term).split(" ").filter(Boolean))];
}

/** Whether a job's search text holds every word of the search, in any order. */
export function searchTextMatches(searchText: string, term: string): boolean {
  return searchWords(term).every((word) => searchText.includes(foldSearch(word)));
}

type SearchableJob = {
  clientName: string;
  jobName?: string | null;
  vehicleYear?: number | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
  vehicleVin?: string | null;
};

/** Client, job name, "year make model" and VIN as one text folded for search, that each word of a search matches anywhere in. */
export function jobSearchText(job: SearchableJob): string {
  return foldSearch(
    [job.clientName, job.jobName, job.vehicleYear, job.vehicleMake, job.vehicleModel, job.vehicleVin]
      .filter((part) => part !== null && part !== undefined && part !== "")
      .join(" "),
  );
}
