import { queryOptions } from "@tanstack/react-query";
import type { Measurement } from "../../shared/schemas/measurement";
import { api } from "./client";
import { readJson } from "./http";
import { jobKeys } from "./jobs";

/** A job's measurements live under the job's own key, so removing the job removes them. */
export const measurementKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "measurements"] as const,
};

export async function fetchMeasurements(jobId: string): Promise<Measurement[]> {
  return readJson(await api.api.jobs[":jobId"].measurements.$get({ param: { jobId } }));
}

export const measurementsQuery = (jobId: string) =>
  queryOptions({ queryKey: measurementKeys.list(jobId), queryFn: () => fetchMeasurements(jobId) });
