import { type ActivityJob, activityJobName } from "../../../shared/domain/activity-text";
import type { jobs } from "../schema";

export type JobRow = typeof jobs.$inferSelect;

export function describeJob(job: ActivityJob): string {
  return activityJobName(job);
}
