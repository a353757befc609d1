import { Hono } from "hono";
import { ESTIMATES_PER_JOB_MAX, ESTIMATE_EDITABLE_FIELDS, EstimateCreateSchema, EstimatePatchSchema } from "../../shared/schemas/estimate";
import { type EstimateRow, type EstimateValues, deleteEstimate, insertEstimate, listEstimates, updateEstimate } from "../db/queries/estimates";
import { toEstimateDto } from "../dto/estimate";
import type { AppBindings } from "../env";
import { changedFields, checkedFields, conflictingFields, editConflict, sameValue, untilWritten } from "../lib/edits";
import { AppError, jobGone } from "../lib/errors";
import { requireGrant } from "../lib/job-access";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";

const valuesOf = (row: EstimateRow): EstimateValues =>
  Object.fromEntries(ESTIMATE_EDITABLE_FIELDS.map((field) => [field, row[field]])) as EstimateValues;

/** Mounted at /api/jobs/:jobId/estimates: a job's estimates, newest first (several per job, for options). */
export const jobEstimateRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
    return c.json((await listEstimates(c.var.db, grant)).map(toEstimateDto));
  })
  .post("/", validate("json", EstimateCreateSchema), async (c) => {
    const { id = crypto.randomUUID(), ...input } = c.req.valid("json");
    const userId = c.var.user.id;
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "edit");
    const values: EstimateValues = { ...input, materialPrice: input.materialPrice ?? null, laborHours: input.laborHours ?? null, laborRate: input.laborRate ?? null, notes: input.notes ?? null };
    const outcome = await insertEstimate(c.var.db, { userId }, grant, id, values).catch(jobGone);
    if (!outcome) throw new AppError("conflict", `A job can hold at most ${ESTIMATES_PER_JOB_MAX} estimates.`);
    const { estimate, created } = outcome;
    const replay = estimate.jobId === grant.job.id && ESTIMATE_EDITABLE_FIELDS.every((field) => sameValue(values[field], estimate[field]));
    if (!created && !replay) throw new AppError("conflict", "A different estimate already has this id.");
    return c.json(toEstimateDto(estimate), 201);
  });

/** Mounted at /api/estimates. */
export const estimateRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .patch("/:id", validate("json", EstimatePatchSchema), async (c) => {
    const { base, ...patch } = c.req.valid("json");
    const userId = c.var.user.id;
    const outcome = await untilWritten(async () => {
      const { grant, estimate } = await requireGrant(c, "estimate", c.req.param("id"), "edit");
      const values = { ...valuesOf(estimate), ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) } as EstimateValues;
      const current = toEstimateDto(estimate);
      const changed = changedFields(patch);
      const conflicts = conflictingFields(base, current, { ...current, ...values }, changed);
      if (conflicts.length) return editConflict(c.var.requestId, conflicts, current);
      const updated = await updateEstimate(c.var.db, { userId }, grant, estimate, values, checkedFields(base, changed));
      return updated && { updated };
    });
    if ("conflict" in outcome) return c.json(outcome.conflict, 409);
    return c.json(toEstimateDto(outcome.updated), 200);
  })
  .delete("/:id", async (c) => {
    const { grant, estimate } = await requireGrant(c, "estimate", c.req.param("id"), "edit");
    if (!(await deleteEstimate(c.var.db, { userId: c.var.user.id }, grant, estimate))) throw new AppError("not_found", "Estimate not found");
    return c.body(null, 204);
  });
