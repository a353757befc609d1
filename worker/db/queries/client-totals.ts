import { type SQL, sql } from "drizzle-orm";
import { foldText } from "../../../shared/domain/text-fold";
import type { ClientTotals } from "../../../shared/schemas/job";
import { type BatchRead, batchRead } from "../batch-read";
import type { Db } from "../client";
import { jobShares, jobs } from "../schema";
import { type UserRef, liveShareAs, ownedBy } from "./access";

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Every job of a client (compared folded) the user lists under that client: their own and those shared with them,
 * as the client filter of the jobs list finds them, as a subquery.
 */
function clientJobs(userId: UserRef, key: string, now: Date): SQL {
  return sql`(
    select id, status, created_at, client_contact, client_phone, client_email
    from ${jobs} where ${ownedBy(userId)} and client_key = ${key}
    union all
    select j.id, j.status, j.created_at, j.client_contact, j.client_phone, j.client_email
    from ${jobShares} as js join ${jobs} as j on j.id = js.job_id
    where ${liveShareAs("js", userId, now)} and j.client_key = ${key}
  )`;
}

/** A column holding more than spaces. */
const filled = (column: string) => sql`nullif(trim(${sql.raw(column)}), '') is not null`;

/**
 * The counts and first and latest dates of every job of a client the user lists under that client, and the contact
 * details of the newest of them that has any, over all of them rather than the page the list answers.
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
    .from(clientJobs(userId, key, now));
  const contact = db
    .select({
      clientContact: sql<string | null>`client_contact`,
      clientPhone: sql<string | null>`client_phone`,
      clientEmail: sql<string | null>`client_email`,
    })
    .from(clientJobs(userId, key, now))
    .where(sql`${filled("client_contact")} or ${filled("client_phone")} or ${filled("client_email")}`)
    .orderBy(sql`created_at desc, id desc`)
    .limit(1);
  return batchRead([totals, contact], ([[row], [newestContact]]) => ({
    total: row?.total ?? 0,
    completed: row?.completed ?? 0,
    firstJobAt: isoOrNull(row?.first ?? null),
    latestJobAt: isoOrNull(row?.latest ?? null),
    contact: newestContact ?? null,
  }));
}
