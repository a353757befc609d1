import { call } from "./http";

export type JobBody = { id: string; [field: string]: unknown };

export async function createJob(cookie: string, body: Record<string, unknown>): Promise<JobBody> {
  const response = await call("/api/jobs", { body, cookie });
  if (response.status !== 201) throw new Error(`create job failed: ${response.status} ${await response.text()}`);
  return await response.json<JobBody>();
}

export async function listJobs(cookie: string, query = ""): Promise<{ items: JobBody[]; nextCursor: string | null; clientTotals?: unknown }> {
  const response = await call(`/api/jobs${query}`, { cookie });
  if (response.status !== 200) throw new Error(`list jobs failed: ${response.status} ${await response.text()}`);
  return await response.json<{ items: JobBody[]; nextCursor: string | null; clientTotals?: unknown }>();
}

/** Takes the typed client's answers too, whose json() is typed by the route's success body. */
export async function errorMessage(response: Pick<Response, "text">): Promise<string> {
  return (JSON.parse(await response.text()) as { message: string }).message;
}

export type MeasurementBody = { id: string; squareFeet: number | null; [field: string]: unknown };
export type MeasurementChangeBody = { measurement: MeasurementBody; job: JobBody };

export async function addMeasurement(cookie: string, jobId: string, body: Record<string, unknown>): Promise<MeasurementChangeBody> {
  const response = await call(`/api/jobs/${jobId}/measurements`, { body, cookie });
  if (response.status !== 201) throw new Error(`add measurement failed: ${response.status} ${await response.text()}`);
  return await response.json<MeasurementChangeBody>();
}
