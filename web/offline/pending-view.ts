/**
 * What the user sees while their writes wait: the server's data with every queued change laid on
 * top, in the order made. The cache itself keeps only what the server said, so a refetch never
 * hides a change still waiting, and a write that is discarded simply stops being shown.
 */
import { measurementSquareFeet, sumSquareFeet } from "../../shared/domain/measurement-area";
import type { Job } from "../../shared/schemas/job";
import type { Measurement } from "../../shared/schemas/measurement";
import type { Note } from "../../shared/schemas/note";

export type PendingChange =
  | { kind: "job.create"; jobId: string; job: Job | null }
  | { kind: "job.update"; jobId: string; fields: Partial<Job> }
  | { kind: "job.delete"; jobId: string }
  | { kind: "measurement.add"; jobId: string; id: string; measurement: Measurement | null }
  | { kind: "measurement.update"; jobId: string; id: string; fields: Partial<Measurement> }
  | { kind: "measurement.delete"; jobId: string; id: string }
  | { kind: "note.add"; jobId: string; id: string; note: Note | null }
  | { kind: "note.update"; jobId: string; id: string; fields: Partial<Note> }
  | { kind: "note.delete"; jobId: string; id: string };

export const forJob = (changes: PendingChange[], jobId: string) => changes.filter((change) => change.jobId === jobId);

/** The job as it will be once its queued writes land: null when a queued write deletes it, undefined when neither side knows it. */
export function pendingJob(server: Job | undefined, changes: PendingChange[], jobId: string): Job | null | undefined {
  let job = server;
  for (const change of forJob(changes, jobId)) {
    if (change.kind === "job.create" && !job && change.job) job = change.job;
    else if (change.kind === "job.update" && job) job = { ...job, ...change.fields };
    else if (change.kind === "job.delete") return null;
  }
  return job;
}

function applyMeasurementChange(list: Measurement[], change: PendingChange): Measurement[] {
  switch (change.kind) {
    case "measurement.add":
      return change.measurement && !list.some((item) => item.id === change.id) ? [...list, change.measurement] : list;
    case "measurement.update":
      return list.map((item) => {
        if (item.id !== change.id) return item;
        const next = { ...item, ...change.fields };
        return { ...next, squareFeet: measurementSquareFeet(next) };
      });
    case "measurement.delete":
      return list.filter((item) => item.id !== change.id);
    default:
      return list;
  }
}

/** The job's measurements with its queued measurement writes; a job created on this device starts with none. */
export function pendingMeasurements(server: Measurement[] | undefined, changes: PendingChange[], jobId: string): Measurement[] | undefined {
  const mine = forJob(changes, jobId);
  const base = server ?? (mine.some((change) => change.kind === "job.create") ? [] : undefined);
  return base && mine.reduce(applyMeasurementChange, base);
}

/** A total that follows the measurements follows the queued ones too; none while no measurement has an area, as the server's sum says. The job itself when the total is as the server sent it, so its screens are not drawn again for the same job. */
export function withMeasuredTotal(job: Job, measurements: Measurement[] | undefined): Job {
  if (job.totalSquareFeetSource !== "measurements" || !measurements) return job;
  const areas = measurements.map((item) => item.squareFeet).filter((area) => area !== null);
  const total = areas.length ? sumSquareFeet(areas) : null;
  return total === job.totalSquareFeet ? job : { ...job, totalSquareFeet: total };
}

/** A page of jobs with queued writes laid on: edits applied, deleted jobs gone, jobs created here first when they match. */
export function pendingJobList(items: Job[], changes: PendingChange[], matches: (job: Job) => boolean): Job[] {
  const known = new Set(items.map((job) => job.id));
  const created = changes.flatMap((change) => (change.kind === "job.create" && change.job && !known.has(change.jobId) ? [change.jobId] : []));
  const ids = [...created.reverse(), ...items.map((job) => job.id)];
  const byId = new Map(items.map((job) => [job.id, job]));
  return ids.flatMap((id) => {
    const job = pendingJob(byId.get(id), changes, id);
    return job && (byId.has(id) || matches(job)) ? [job] : [];
  });
}

type Counts = { total: number; active: number; completed: number };

const countOf = (job: Job | null | undefined): Counts =>
  job ? { total: 1, active: job.status === "in_progress" ? 1 : 0, completed: job.status === "completed" ? 1 : 0 } : { total: 0, active: 0, completed: 0 };

/** The dashboard's counts with queued creates, deletes and status changes counted in; `known` gives a job as the server last sent it. */
export function pendingStats<T extends Counts>(stats: T, changes: PendingChange[], known: (jobId: string) => Job | undefined): T {
  const next = { ...stats };
  for (const jobId of new Set(changes.map((change) => change.jobId))) {
    const before = known(jobId);
    const [was, will] = [countOf(before), countOf(pendingJob(before, changes, jobId))];
    next.total += will.total - was.total;
    next.active += will.active - was.active;
    next.completed += will.completed - was.completed;
  }
  return next;
}
