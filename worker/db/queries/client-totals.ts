import { sql } from "drizzle-orm";
import { foldText } from "../../../shared/domain/text-fold";
import type { ClientTotals } from "../../../shared/schemas/job";
import { type BatchRead, batchRead } from "../batch-read";
import type { Db } from "../client";
import { jobShares, jobs } from "../schema";
import { type UserRef, liveShareAs, ownedBy } from "./access";

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The counts and first and latest dates of every job of a client (compared folded) the user lists under that client:
 * their own and those shared with them, as the client filter of the jobs list finds them, over all of them rather
 * than the page the list answers.
 */
export function clientTotalsRead(db: Db, userId: UserRef, client: string, now = new Date()): BatchRead<ClientTotals> {
  const key = foldText(client);
  const totals = db
    .select({
      total: sql<number>`count(*)`,
      completed: sql<number>`coalesce(sum(status = 'completed'), 0)`,
      first: sql<number | null>`min(created_at)`,
      latest: sql<number | null>`max(created_at)`,
    })
    .from(sql`(
      select status, created_at from ${jobs} where ${ownedBy(userId)} and client_key = ${key}
      union all
      select j.status, j.created_at from ${jobShares} as js join ${jobs} as j on j.id = js.job_id
      where ${liveShareAs("js", userId, now)} and j.client_key = ${key}
    )`);
  return batchRead([totals], ([[row]]) => ({
    total: row?.total ?? 0,
    completed: row?.completed ?? 0,
    firstJobAt: isoOrNull(row?.first ?? null),
    latestJobAt: isoOrNull(row?.latest ?? null),
  }));
}
