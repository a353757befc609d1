import * as z from "zod";
import type { SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { type BatchRead, batchRead } from "../db/batch-read";
import { type AccessLevel, type Caller, type Found, type GrantInSql, type GrantKind, allows, findGrant, grantInSql, grantRead, notFoundText } from "../db/queries/access";
import type { Db } from "../db/client";
import type { SessionUser } from "../env";
import { AppError } from "./errors";
import { SHARE_LINK_MISSES, clientAddress, takeThrottleSlot } from "./throttle";
import { sha256Hex } from "./tokens";

export const isId = (id: string) => z.uuid().safeParse(id).success;

/** What a route's context offers the access check: the request's database and the signed-in user, if any. */
type AccessContext = { var: { db: Db; user: SessionUser | null } };
type LinkContext = { var: { db: Db }; req: { header(name: string): string | undefined } };

/** Share tokens are 32 random bytes in url-safe base64; anything else cannot be one. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function callerOf(c: AccessContext): Caller {
  return { userId: c.var.user?.id ?? null };
}

const REFUSALS: Record<AccessLevel, string> = {
  view: "You can't open this job.",
  edit: "You can view this job but not change it.",
  full: "Only the job's owner or someone with full access can do that.",
  owner: "Only the job's owner can do that.",
};

/** Every kind of id a signed-in caller names; share links go through `requireShareLink`. */
export type MemberKind = Exclude<GrantKind, "link">;

/**
 * The row the id names with the caller's grant on its job. No grant (or only a share link's,
 * which opens the public view alone) answers exactly like a missing row; a grant below what the
 * route needs is a 403.
 */
export async function requireGrant<K extends MemberKind>(c: AccessContext, kind: K, id: string, needed: AccessLevel): Promise<Found<K>> {
  return checkedGrant(kind, isId(id) ? await findGrant(c.var.db, callerOf(c), kind, id) : null, needed);
}

function checkedGrant<K extends MemberKind>(kind: K, found: Found<K> | null, needed: AccessLevel): Found<K> {
  if (!found || found.grant.via === "link") throw new AppError("not_found", notFoundText(kind));
  if (!allows(found.grant, needed)) throw new AppError("forbidden", REFUSALS[needed]);
  return found;
}

/** `requireGrant` as a read for `readSignedIn`, the caller being the session's user `me`. */
export function grantOnRead<K extends MemberKind>(db: Db, me: SQL, kind: K, id: string, needed: AccessLevel): BatchRead<Found<K>> {
  const { statements, answer } = grantRead(db, { userId: me }, kind, isId(id) ? id : "", new Date());
  return { statements, answer: (results) => checkedGrant(kind, answer(results), needed) };
}

/**
 * `grantOnRead` on a job with a read of its child rows in the same batch: the read takes the grant as
 * SQL, so it finds rows only where the grant holds, and its rows are answered only beside the grant.
 */
export function childrenOnRead<Q extends BatchItem<"sqlite">>(db: Db, me: SQL, jobId: string, needed: AccessLevel, children: (grant: GrantInSql) => Q) {
  const job = grantOnRead(db, me, "job", jobId, needed);
  const query = children(grantInSql({ userId: me }, isId(jobId) ? jobId : "", needed));
  return batchRead([...job.statements, query], (results) => {
    const found = job.answer(results.slice(0, -1));
    return { ...found, rows: results.at(-1) as BatchResponse<[Q]>[0] };
  });
}

/**
 * The job a share link opens. Unknown, expired and deactivated links get one answer, so a
 * guesser learns nothing, and each miss counts against the address (429 past the limit).
 */
export async function requireShareLink(c: LinkContext, token: string, needed: "view" | "edit") {
  const tokenHash = SHARE_TOKEN.test(token) ? await sha256Hex(token) : null;
  const found = tokenHash ? await findGrant(c.var.db, { userId: null, shareTokenHash: tokenHash }, "link", tokenHash) : null;
  if (!found) {
    await takeThrottleSlot(c.var.db, [`share-miss:ip:${await clientAddress(c.var.db, c.req)}`], SHARE_LINK_MISSES);
    throw new AppError("not_found", notFoundText("link"));
  }
  if (!allows(found.grant, needed)) throw new AppError("forbidden", "This link lets you view the job but not change it.");
  return { grant: found.grant, share: found.link };
}
