import { z } from "zod";
import {
  type AccessLevel,
  type Caller,
  type JobGrant,
  allows,
  findJobGrant,
  findJobGrantWithMeasurementCount,
  findMeasurementGrant,
} from "../db/queries/access";
import type { Db } from "../db/client";
import type { SessionUser } from "../env";
import { AppError } from "./errors";

const isId = (id: string) => z.uuid().safeParse(id).success;

/** What a route's context offers the access check: the request's database and the signed-in user, if any. */
type AccessContext = { var: { db: Db; user: SessionUser | null } };

function callerOf(c: AccessContext): Caller {
  return { userId: c.var.user?.id ?? null };
}

/**
 * No grant (or only a share link's, which opens the public view alone) answers exactly like a
 * missing job; a grant below what the route needs is a 403.
 */
function check<T extends { grant: JobGrant }>(found: T | null, needed: AccessLevel, notFound: string): T {
  if (!found || found.grant.via === "link") throw new AppError("not_found", notFound);
  if (!allows(found.grant, needed)) {
    throw new AppError("forbidden", needed === "edit" ? "You can view this job but not change it." : "Only the job's owner or someone with full access can do that.");
  }
  return found;
}

export async function requireJob(c: AccessContext, jobId: string, needed: AccessLevel): Promise<JobGrant> {
  const grant = isId(jobId) ? await findJobGrant(c.var.db, callerOf(c), jobId) : null;
  return check(grant && { grant }, needed, "Job not found").grant;
}

export async function requireJobWithMeasurementCount(c: AccessContext, jobId: string, needed: AccessLevel) {
  const found = isId(jobId) ? await findJobGrantWithMeasurementCount(c.var.db, callerOf(c), jobId) : null;
  return check(found, needed, "Job not found");
}

export async function requireMeasurement(c: AccessContext, measurementId: string, needed: AccessLevel) {
  const found = isId(measurementId) ? await findMeasurementGrant(c.var.db, callerOf(c), measurementId) : null;
  return check(found, needed, "Measurement not found");
}
