import { z } from "zod";
import type { Db } from "../db/client";
import { findJob } from "../db/queries/jobs";
import { findJobWithMeasurementCount, findOwnMeasurement } from "../db/queries/measurements";
import { AppError } from "./errors";

const isId = (id: string) => z.uuid().safeParse(id).success;

/** Another user's job answers exactly like a missing one. */
export async function findOwnJob(db: Db, userId: string, id: string) {
  const job = isId(id) ? await findJob(db, userId, id) : undefined;
  if (!job) throw new AppError("not_found", "Job not found");
  return job;
}

export async function findOwnJobWithMeasurementCount(db: Db, userId: string, id: string) {
  const found = isId(id) ? await findJobWithMeasurementCount(db, userId, id) : undefined;
  if (!found) throw new AppError("not_found", "Job not found");
  return found;
}

export async function findOwnMeasurementOrThrow(db: Db, userId: string, id: string) {
  const found = isId(id) ? await findOwnMeasurement(db, userId, id) : undefined;
  if (!found) throw new AppError("not_found", "Measurement not found");
  return found;
}
