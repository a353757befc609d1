import { Hono } from "hono";
import type { OfflineSnapshot } from "../../shared/schemas/offline";
import { offlineSet } from "../db/queries/offline-set";
import { toJobDto } from "../dto/job";
import { toMeasurementDto } from "../dto/measurement";
import type { AppBindings } from "../env";
import { requireUser } from "../middleware/session";

/** What a phone fetches in the background to open the user's likely jobs with no signal. */
export const offlineRoutes = new Hono<AppBindings>().use(requireUser).get("/jobs", async (c) => {
  const set = await offlineSet(c.var.db, c.var.user.id);
  const measurements: OfflineSnapshot["measurements"] = {};
  for (const { job } of set.jobs) measurements[job.id] = [];
  for (const row of set.measurements) measurements[row.jobId]?.push(toMeasurementDto(row));
  const body: OfflineSnapshot = { jobs: set.jobs.map(({ job, access }) => toJobDto(job, access)), measurements };
  return c.json(body);
});
