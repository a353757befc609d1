import { Hono } from "hono";
import { ActivityLogQuerySchema, type ActivityLogPage, InsightsQuerySchema } from "../../shared/schemas/insights";
import { activityFeed } from "../db/queries/activity";
import { describeJob } from "../db/queries/job-row";
import type { AppBindings } from "../env";
import { currentInsights } from "../jobs/insights-aggregation";
import { SEQUENCE, decodeCursor, encodeCursor } from "../lib/page-cursor";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";

/** Mounted at /api/performance: the caller's own figures for a period, cut in their time zone. */
export const performanceRoutes = new Hono<AppBindings>().use(requireUser).get("/metrics", validate("query", InsightsQuerySchema), async (c) => {
  const { period, tz } = c.req.valid("query");
  return c.json(await currentInsights(c.var.db, c.var.user.id, period, tz, new Date()));
});

/** Mounted at /api/activity: the caller's activity feed, newest first, a page at a time. */
export const activityRoutes = new Hono<AppBindings>().use(requireUser).get("/logs", validate("query", ActivityLogQuerySchema), async (c) => {
  const { limit, cursor } = c.req.valid("query");
  const rows = await activityFeed(c.var.db, c.var.user.id, limit + 1, cursor ? decodeCursor(cursor, SEQUENCE) : undefined, new Date());
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const body: ActivityLogPage = {
    entries: page.map((row) => ({
      id: row.id,
      action: row.action,
      details: row.details,
      timestamp: new Date(row.timestamp).toISOString(),
      job: row.jobId && row.canOpen && row.clientName ? { id: row.jobId, label: describeJob({ ...row, clientName: row.clientName }) } : null,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: new Date(last.timestamp), id: String(last.seq) }) : null,
  };
  return c.json(body);
});
