import { type SQL, and, sql } from "drizzle-orm";
import { SEARCH_FOLD_VERSION, foldSearch, jobSearchText, searchWords } from "../../../shared/domain/text-fold";
import type { Db } from "../client";
import { jobs } from "../schema";

/** Words of a search bound one by one (two parameters at most each); the rest go as one JSON value, as D1 binds at most 100 a statement. */
const WORDS_BOUND = 8;

/**
 * A search as a condition on `jobs`: every one of its words somewhere in the search text, read through
 * the index that carries it. instr() takes its argument literally (no LIKE wildcards) and, unlike
 * LIKE, has no pattern length limit in D1. A row the cron has not folded again yet still holds the
 * accents, so a word typed with accents is also looked for as typed. The first words are compared
 * one by one; words past them (a long search) all in one `json_each`, checked only on the rows the
 * first ones let through.
 */
export function searchCondition(term: string): SQL | undefined {
  const words = searchWords(term).map((typed) => [foldSearch(typed), typed] as const);
  const bound = words.slice(0, WORDS_BOUND).map(([folded, typed]) => {
    const found = sql`instr(${jobs.searchText}, ${folded}) > 0`;
    return folded === typed ? found : sql`(${found} or instr(${jobs.searchText}, ${typed}) > 0)`;
  });
  const rest = words.slice(WORDS_BOUND);
  const restFound = rest.length
    ? sql`not exists (select 1 from json_each(${JSON.stringify(rest)}) as w
        where instr(${jobs.searchText}, w.value ->> 0) = 0 and instr(${jobs.searchText}, w.value ->> 1) = 0)`
    : undefined;
  return and(...bound, restFound);
}

/**
 * Rows read per round; characters of JSON one write carries at most (D1 takes up to 2 MB a value, and a
 * character is at most 3 bytes of UTF-8); statements one run spends at most, when the cron has that many left.
 */
const REFOLD_ROWS = 500;
const REFOLD_CHARS = 600_000;
const REFOLD_STATEMENTS = 12;

/** Matches the condition of the partial index jobs_search_refold_idx, so its rows are found through it. */
const foldedBefore = sql.raw(`jobs.search_fold < ${SEARCH_FOLD_VERSION}`);

/** The entries as JSON arrays of `max` characters at most each (an entry longer than that goes alone). */
function jsonArrays(entries: string[], max: number): string[] {
  const arrays: string[] = [];
  let current: string[] = [];
  let length = 2;
  for (const entry of entries) {
    if (current.length > 0 && length + entry.length + 1 > max) {
      arrays.push(`[${current.join(",")}]`);
      current = [];
      length = 2;
    }
    current.push(entry);
    length += entry.length + 1;
  }
  if (current.length > 0) arrays.push(`[${current.join(",")}]`);
  return arrays;
}

/**
 * Folds again, on the hourly cron, the search text of jobs folded by an older version of foldSearch
 * (SQLite cannot fold Unicode, so a migration could not). Every write of a column the text comes from
 * writes the text at the current version, so a row still folded before when its new text lands was
 * not edited meanwhile. It spends at most `statementsLeft` statements (a read and a write at least), the
 * cron's own budget after its other work. Answers how many rows it folded again; the rest wait for the next run.
 */
export async function refoldSearchText(db: Db, statementsLeft = REFOLD_STATEMENTS): Promise<number> {
  const budget = Math.min(REFOLD_STATEMENTS, statementsLeft);
  let refolded = 0;
  let statements = 0;
  while (statements + 2 <= budget) {
    const rows = await db
      .select({
        id: jobs.id,
        clientName: jobs.clientName,
        jobName: jobs.jobName,
        vehicleYear: jobs.vehicleYear,
        vehicleMake: jobs.vehicleMake,
        vehicleModel: jobs.vehicleModel,
        vehicleVin: jobs.vehicleVin,
      })
      .from(jobs)
      .where(foldedBefore)
      .limit(REFOLD_ROWS);
    statements += 1;
    if (rows.length === 0) break;
    for (const texts of jsonArrays(rows.map((row) => JSON.stringify([row.id, jobSearchText(row)])), REFOLD_CHARS)) {
      if (statements >= budget) return refolded;
      const written = await db.run(sql`update jobs set search_text = json_extract(f.value, '$[1]'), search_fold = ${SEARCH_FOLD_VERSION}
        from json_each(${texts}) as f
        where jobs.id = json_extract(f.value, '$[0]') and ${foldedBefore}`);
      statements += 1;
      refolded += written.meta.changes;
    }
    if (rows.length < REFOLD_ROWS) break;
  }
  return refolded;
}
