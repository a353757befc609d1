import { Hono } from "hono";
import { normalizeJobStatus } from "../../shared/domain/job-status";
import { JOB_PAGE_DEFAULT, JobCreateSchema, JobListQuerySchema, JobPatchSchema, type JobPage } from "../../shared/schemas/job";
import { deleteJob, insertJob, jobStats, listJobs, updateJob } from "../db/queries/jobs";
import { toJobDto } from "../dto/job";
import type { AppBindings } from "../env";
import { decodeJobCursor, encodeJobCursor } from "../lib/job-cursor";
import { findOwnJob } from "../lib/own-records";
import { deleteObjectsUnder } from "../lib/r2";
import { jobObjectPrefix } from "../lib/storage-keys";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";

export const jobRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", validate("query", JobListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? JOB_PAGE_DEFAULT;
    const status = query.status && query.status !== "all" ? (normalizeJobStatus(query.status) ?? undefined) : undefined;
    const rows = await listJobs(c.var.db, c.get("user")!.id, {
      status,
      search: query.search || undefined,
      client: query.client || undefined,
      limit,
      after: query.cursor ? decodeJobCursor(query.cursor) : undefined,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: JobPage = {
      items: page.map(toJobDto),
      nextCursor: rows.length > limit && last ? encodeJobCursor(last) : null,
    };
    return c.json(body);
  })
  .get("/stats", async (c) => c.json(await jobStats(c.var.db, c.get("user")!.id)))
  .post("/", validate("json", JobCreateSchema), async (c) => {
    const job = await insertJob(c.var.db, c.get("user")!.id, c.req.valid("json"));
    return c.json(toJobDto(job), 201);
  })
  .get("/:id", async (c) => {
    const job = await findOwnJob(c.var.db, c.get("user")!.id, c.req.param("id"));
    return c.json(toJobDto(job));
  })
  .patch("/:id", validate("json", JobPatchSchema), async (c) => {
    const db = c.var.db;
    const userId = c.get("user")!.id;
    const before = await findOwnJob(db, userId, c.req.param("id"));
    const job = await updateJob(db, userId, before, c.req.valid("json"));
    return c.json(toJobDto(job));
  })
  .delete("/:id", async (c) => {
    const db = c.var.db;
    const userId = c.get("user")!.id;
    const job = await findOwnJob(db, userId, c.req.param("id"));
    await deleteJob(db, userId, job);
    await deleteObjectsUnder(c.env.FILES, jobObjectPrefix(job.id));
    return c.body(null, 204);
  });
