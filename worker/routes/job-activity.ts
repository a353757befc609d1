import { Hono } from "hono";
import { type ActivityEntry, JOB_ACTIVITY_SHOWN } from "../../shared/schemas/activity";
import { recentJobActivity } from "../db/queries/activity";
import type { AppBindings } from "../env";
import { requireGrant } from "../lib/job-access";
import { requireUser } from "../middleware/session";

/** Mounted at /api/jobs/:jobId: the job's recent history, for everyone who may see the job. */
export const jobActivityRoutes = new Hono<AppBindings>().use(requireUser).get("/activity", async (c) => {
  const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
  const rows = await recentJobActivity(c.var.db, grant, JOB_ACTIVITY_SHOWN);
  const body: ActivityEntry[] = rows.map((row) => ({ id: row.id, action: row.action, details: row.details, timestamp: row.timestamp.toISOString() }));
  return c.json(body);
});
