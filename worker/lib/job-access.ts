import { z } from "zod";
import {
  type AccessLevel,
  type Caller,
  type JobGrant,
  allows,
  findJobGrant,
  findEstimateGrant,
  findLinkGrant,
  findMeasurementGrant,
  findPhotoGrant,
  findJobShareGrant,
  findQrShareGrant,
} from "../db/queries/access";
import type { Db } from "../db/client";
import type { SessionUser } from "../env";
import { SHARE_DENIED_TEXT } from "../../shared/domain/qr-share-state";
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

/**
 * No grant (or only a share link's, which opens the public view alone) answers exactly like a
 * missing job; a grant below what the route needs is a 403.
 */
function check<T extends { grant: JobGrant }>(found: T | null, needed: AccessLevel, notFound: string): T {
  if (!found || found.grant.via === "link") throw new AppError("not_found", notFound);
  if (!allows(found.grant, needed)) throw new AppError("forbidden", REFUSALS[needed]);
  return found;
}

export async function requireJob(c: AccessContext, jobId: string, needed: AccessLevel): Promise<JobGrant> {
  const grant = isId(jobId) ? await findJobGrant(c.var.db, callerOf(c), jobId) : null;
  return check(grant && { grant }, needed, "Job not found").grant;
}

export async function requireMeasurement(c: AccessContext, measurementId: string, needed: AccessLevel) {
  const found = isId(measurementId) ? await findMeasurementGrant(c.var.db, callerOf(c), measurementId) : null;
  return check(found, needed, "Measurement not found");
}

export async function requireEstimate(c: AccessContext, estimateId: string, needed: AccessLevel) {
  const found = isId(estimateId) ? await findEstimateGrant(c.var.db, callerOf(c), estimateId) : null;
  return check(found, needed, "Estimate not found");
}

export async function requirePhoto(c: AccessContext, photoId: string, needed: AccessLevel) {
  const found = isId(photoId) ? await findPhotoGrant(c.var.db, callerOf(c), photoId) : null;
  return check(found, needed, "Photo not found");
}

export async function requireQrShare(c: AccessContext, shareId: string, needed: AccessLevel) {
  const found = isId(shareId) ? await findQrShareGrant(c.var.db, callerOf(c), shareId) : null;
  return check(found, needed, "Share link not found");
}

/**
 * The job a share link opens. Unknown, expired and deactivated links get one answer, so a
 * guesser learns nothing, and each miss counts against the address (429 past the limit).
 */
export async function requireShareLink(c: LinkContext, token: string, needed: "view" | "edit") {
  const found = SHARE_TOKEN.test(token) ? await findLinkGrant(c.var.db, await sha256Hex(token)) : null;
  if (!found) {
    await takeThrottleSlot(c.var.db, [`share-miss:ip:${clientAddress(c.req)}`], SHARE_LINK_MISSES);
    throw new AppError("not_found", SHARE_DENIED_TEXT);
  }
  if (!allows(found.grant, needed)) throw new AppError("forbidden", "This link lets you view the job but not change it.");
  return found;
}

/** A job share (to revoke it) with the caller's grant on its job. */
export async function requireJobShare(c: AccessContext, shareId: string, needed: AccessLevel) {
  const found = isId(shareId) ? await findJobShareGrant(c.var.db, callerOf(c), shareId) : null;
  return check(found, needed, "Shared job not found");
}
