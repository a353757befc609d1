import type { SQL } from "drizzle-orm";
import { Hono } from "hono";
import { normaliseJobStatus } from "../../shared/domain/job-status";
import { JOB_PAGE_DEFAULT, JobCreateSchema, JobListQuerySchema, JobPatchSchema, type JobPage, OWNER_ACCESS } from "../../shared/schemas/job";
import { bothReads } from "../db/batch-read";
import { findGrant } from "../db/queries/access";
import { clientTotalsRead } from "../db/queries/client-totals";
import { backupKeysOfJob } from "../db/queries/backups";
import { deleteJob, insertJob, jobListRead, jobStatsRead, patchedJob, updateJob } from "../db/queries/jobs";
import { accessOf, toJobDto } from "../dto/job";
import type { AppBindings } from "../env";
import { changedFields, checkedFields, conflictingFields, editConflict, untilWritten } from "../lib/edits";
import { AppError } from "../lib/errors";
import { grantOnRead, requireGrant } from "../lib/job-access";
import { decodeCursor, encodeCursor } from "../lib/page-cursor";
import { readSignedIn } from "../lib/signed-in-read";
import { validate } from "../lib/validator";
import { oneTripRead, requireUser } from "../middleware/session";
import { deleteJobObjects, sweepDeleted, waitUntilOf } from "../storage/objects";

const sameCreate = (stored: ReturnType<typeof toJobDto>, sent: ReturnType<typeof toJobDto>) =>
  JSON.stringify({ ...stored, createdAt: "", updatedAt: "" }) === JSON.stringify({ ...sent, createdAt: "", updatedAt: "" });

export const jobRoutes = new Hono<AppBindings>()
  .get("/", oneTripRead(), validate("query", JobListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? JOB_PAGE_DEFAULT;
    const status = query.status && query.status !== "all" ? (normaliseJobStatus(query.status) ?? undefined) : undefined;
    const filter = {
      status,
      scope: query.scope,
      search: query.search || undefined,
      client: query.client || undefined,
      limit,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
    };
    const client = filter.client && !filter.after && filter.scope !== "team" && !filter.status && !filter.search ? filter.client : null;
    const list = (me: SQL) => jobListRead(c.var.db, me, filter);
    const [rows, clientTotals] = client
      ? await readSignedIn(c, (me) => bothReads(list(me), clientTotalsRead(c.var.db, me, client)))
      : [await readSignedIn(c, list), undefined];
    const page = rows.slice(0, limit);
    const last = page.at(-1)?.job;
    const body: JobPage = {
      items: page.map(({ job, access }) => toJobDto(job, access)),
      nextCursor: rows.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
      ...(clientTotals ? { clientTotals } : {}),
    };
    return c.json(body);
  })
  .get("/stats", oneTripRead(), async (c) => c.json(await readSignedIn(c, (me) => jobStatsRead(c.var.db, me))))
  .get("/:id", oneTripRead(), async (c) => {
    const { grant } = await readSignedIn(c, (me) => grantOnRead(c.var.db, me, "job", c.req.param("id"), "view"));
    return c.json(toJobDto(grant.job, accessOf(grant)));
  })
  .use(requireUser)
  .post("/", validate("json", JobCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = c.var.user.id;
    const job = await insertJob(c.var.db, userId, input);
    if (job) return c.json(toJobDto(job, OWNER_ACCESS), 201);
    const existing = (await findGrant(c.var.db, { userId }, "job", input.id!))?.grant;
    if (existing?.via === "owner" && sameCreate(toJobDto(existing.job, OWNER_ACCESS), toJobDto(patchedJob(existing.job, input), OWNER_ACCESS))) {
      return c.json(toJobDto(existing.job, OWNER_ACCESS), 201);
    }
    throw new AppError("conflict", "A different job already has this id.");
  })
  .patch("/:id", validate("json", JobPatchSchema), async (c) => {
    const { base, ...patch } = c.req.valid("json");
    const outcome = await untilWritten(async () => {
      const { grant } = await requireGrant(c, "job", c.req.param("id"), "edit");
      const current = toJobDto(grant.job, accessOf(grant));
      const changed = changedFields(patch);
      const conflicts = conflictingFields(base, current, toJobDto(patchedJob(grant.job, patch), accessOf(grant)), changed);
      if (conflicts.length) return editConflict(c.var.requestId, conflicts, current);
      const job = await updateJob(c.var.db, c.var.user.id, grant, patch, checkedFields(base, changed));
      return job && { job, grant };
    });
    if ("conflict" in outcome) return c.json(outcome.conflict, 409);
    return c.json(toJobDto(outcome.job, accessOf(outcome.grant)), 200);
  })
  .delete("/:id", async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("id"), "owner");
    const backups = await backupKeysOfJob(c.var.db, grant.job.id);
    await deleteJob(c.var.db, c.var.user.id, grant);
    await sweepDeleted(waitUntilOf(c), `job ${grant.job.id}`, () =>
      Promise.all([deleteJobObjects(c.env.FILES, grant.job.id), backups.length ? c.env.FILES.delete(backups) : null]),
    );
    return c.body(null, 204);
  });
