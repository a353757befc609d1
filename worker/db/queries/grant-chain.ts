/**
 * A grant is worth only what its maker holds now. The people who may grant on a job (its owner,
 * and whoever holds a live `full` share made by one of them, transitively) are recomputed in SQL
 * on every check, so a share or link made by someone whose own rights lapsed (revoked, expired,
 * downgraded, removed from the team) stops working in the same statement that checks it.
 */
import { type SQL, sql } from "drizzle-orm";

/** A job share row (aliased `alias`) that has not expired at `at` (ms). */
const unexpired = (alias: string, at: number) => sql`(${sql.raw(alias)}.expires_at is null or ${sql.raw(alias)}.expires_at > ${at})`;

/** The ids of the users who hold full rights on the job `jobId` at `at`: a subquery for `x in (...)`. */
export function fullHolders(jobId: SQL, at: number): SQL {
  return sql`(with recursive holders(user_id) as (
      select hj.user_id from jobs as hj where hj.id = ${jobId}
      union
      select hs.shared_with_user_id from job_shares as hs join holders as h on hs.shared_by_user_id = h.user_id
      where hs.job_id = ${jobId} and hs.access_level = 'full' and ${unexpired("hs", at)}
    ) select user_id from holders)`;
}

/** A job share (aliased `alias`) that grants something at `at`: unexpired, and made by someone who still holds full rights. */
export const liveGrantShare = (alias: string, at: number) =>
  sql`${unexpired(alias, at)} and ${sql.raw(alias)}.shared_by_user_id in ${fullHolders(sql.raw(`${alias}.job_id`), at)}`;

/** A share link (aliased `alias`) whose maker still holds full rights on its job at `at`. */
export const linkMakerHolds = (alias: string, at: number) => sql`${sql.raw(alias)}.created_by in ${fullHolders(sql.raw(`${alias}.job_id`), at)}`;
