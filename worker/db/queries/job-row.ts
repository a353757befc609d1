import type { jobs } from "../schema";

export type JobRow = typeof jobs.$inferSelect;

export function describeJob(job: { clientName: string; jobName?: string | null }): string {
  return job.jobName ? `${job.jobName} for ${job.clientName}` : `Job for ${job.clientName}`;
}
