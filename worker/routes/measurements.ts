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
import {
  type MeasurementChange,
  deleteMeasurement,
  insertMeasurement,
  listMeasurements,
  updateMeasurement,
} from "../db/queries/measurements";
import { toJobDto } from "../dto/job";
import { toMeasurementDto } from "../dto/measurement";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";
import { findOwnJob, findOwnJobWithMeasurementCount, findOwnMeasurementOrThrow } from "../lib/own-records";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";

const changeBody = ({ measurement, job }: MeasurementChange): MeasurementChangeResponse => ({
  measurement: toMeasurementDto(measurement),
  job: toJobDto(job),
});

/** Mounted at /api/jobs/:jobId/measurements. */
export const jobMeasurementRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", async (c) => {
    const db = c.var.db;
    const job = await findOwnJob(db, c.get("user")!.id, c.req.param("jobId")!);
    return c.json((await listMeasurements(db, job.id)).map(toMeasurementDto));
  })
  .post("/", validate("json", MeasurementCreateSchema), async (c) => {
    const db = c.var.db;
    const userId = c.get("user")!.id;
    const { job, measurementCount } = await findOwnJobWithMeasurementCount(db, userId, c.req.param("jobId")!);
    if (measurementCount >= MEASUREMENTS_PER_JOB_MAX) {
      throw new AppError("conflict", `A job can hold at most ${MEASUREMENTS_PER_JOB_MAX} measurements.`);
    }
    return c.json(changeBody(await insertMeasurement(db, userId, job, c.req.valid("json"))), 201);
  });

/** Mounted at /api/measurements. */
export const measurementRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .patch("/:id", validate("json", MeasurementPatchSchema), async (c) => {
    const db = c.var.db;
    const userId = c.get("user")!.id;
    const before = await findOwnMeasurementOrThrow(db, userId, c.req.param("id"));
    const values = applyMeasurementPatch(before.measurement, c.req.valid("json"));
    const issues = measurementIssues(values);
    if (issues.length) throw new AppError("validation_failed", issues.map((issue) => `${issue.path}: ${issue.message}`).join("; "));
    return c.json(changeBody(await updateMeasurement(db, userId, before, values)));
  })
  .delete("/:id", async (c) => {
    const db = c.var.db;
    const userId = c.get("user")!.id;
    const target = await findOwnMeasurementOrThrow(db, userId, c.req.param("id"));
    const body: MeasurementDeleteResponse = { job: toJobDto(await deleteMeasurement(db, userId, target)) };
    return c.json(body);
  });
