import { Hono } from "hono";
import {
  MEASUREMENTS_PER_JOB_MAX,
  MeasurementCreateSchema,
  type MeasurementChangeResponse,
  type MeasurementDeleteResponse,
  MeasurementPatchSchema,
  applyMeasurementPatch,
  measurementIssues,
} from "../../shared/schemas/measurement";
import { type MeasurementChange, deleteMeasurement, insertMeasurement, isReplay, measurementsOf, updateMeasurement } from "../db/queries/measurements";
import { accessOf, toJobDto } from "../dto/job";
import type { JobGrant } from "../db/queries/access";
import { toMeasurementDto } from "../dto/measurement";
import type { AppBindings } from "../env";
import { changedFields, checkedFields, conflictingFields, editConflict, untilWritten } from "../lib/edits";
import { AppError, jobGone } from "../lib/errors";
import { childrenOnRead, requireGrant } from "../lib/job-access";
import { readSignedIn } from "../lib/signed-in-read";
import { validate } from "../lib/validator";
import { oneTripRead, requireUser } from "../middleware/session";

const changeBody = ({ measurement, job }: MeasurementChange, grant: JobGrant): MeasurementChangeResponse => ({
  measurement: toMeasurementDto(measurement),
  job: toJobDto(job, accessOf(grant)),
});

/** Mounted at /api/jobs/:jobId/measurements. */
export const jobMeasurementRoutes = new Hono<AppBindings>()
  .get("/", oneTripRead(), async (c) => {
    const db = c.var.db;
    const { rows } = await readSignedIn(c, (me) =>
      childrenOnRead(db, me, c.req.param("jobId")!, "view", (grant) => measurementsOf(db, grant)),
    );
    return c.json(rows.map(toMeasurementDto));
  })
  .use(requireUser)
  .post("/", validate("json", MeasurementCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = c.var.user.id;
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "edit");
    const outcome = await insertMeasurement(c.var.db, { userId }, grant, input).catch(jobGone);
    if (!outcome) throw new AppError("conflict", `A job can hold at most ${MEASUREMENTS_PER_JOB_MAX} measurements.`);
    if (!outcome.created && !isReplay(input, outcome.measurement, grant)) throw new AppError("conflict", "A different measurement already has this id.");
    return c.json(changeBody(outcome, grant), 201);
  });

/** Mounted at /api/measurements. */
export const measurementRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .patch("/:id", validate("json", MeasurementPatchSchema), async (c) => {
    const { base, ...patch } = c.req.valid("json");
    const outcome = await untilWritten(async () => {
      const { grant, measurement } = await requireGrant(c, "measurement", c.req.param("id"), "edit");
      const values = applyMeasurementPatch(measurement, patch);
      const issues = measurementIssues(values);
      if (issues.length) throw new AppError("validation_failed", issues.map((issue) => `${issue.path}: ${issue.message}`).join("; "));
      const current = toMeasurementDto(measurement);
      const changed = changedFields(patch);
      const conflicts = conflictingFields(base, current, toMeasurementDto({ ...measurement, ...values }), changed);
      if (conflicts.length) return editConflict(c.var.requestId, conflicts, current);
      const change = await updateMeasurement(c.var.db, c.var.user.id, grant, measurement, values, checkedFields(base, changed));
      return change && { change, grant };
    });
    if ("conflict" in outcome) return c.json(outcome.conflict, 409);
    return c.json(changeBody(outcome.change, outcome.grant), 200);
  })
  .delete("/:id", async (c) => {
    const { grant, measurement } = await requireGrant(c, "measurement", c.req.param("id"), "edit");
    const job = await deleteMeasurement(c.var.db, c.var.user.id, grant, measurement);
    if (!job) throw new AppError("not_found", "Measurement not found");
    const body: MeasurementDeleteResponse = { job: toJobDto(job, accessOf(grant)) };
    return c.json(body);
  });
