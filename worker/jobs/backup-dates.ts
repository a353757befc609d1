/**
 * The times a backup recorded, as a restore keeps them. A zip is the user's to edit, so a time is kept only
 * when it is an ISO date-time from 2000 on and no later than a few minutes past now (clocks differ); any
 * other is the restore's own time, as it is for a backup that recorded none.
 */
import * as z from "zod";

const EARLIEST_MS = Date.UTC(2000, 0, 1);
const CLOCK_SKEW_MS = 5 * 60_000;
const IsoTime = z.iso.datetime({ offset: true });

/** The recorded time (a few minutes ahead counts as now), or null when there is none to believe. */
function recordedTime(value: unknown, now: Date): Date | null {
  const parsed = IsoTime.safeParse(value);
  if (!parsed.success) return null;
  const ms = Date.parse(parsed.data);
  if (!Number.isFinite(ms) || ms < EARLIEST_MS || ms > now.getTime() + CLOCK_SKEW_MS) return null;
  return new Date(Math.min(ms, now.getTime()));
}

export const keptTime = (value: unknown, now: Date): Date => recordedTime(value, now) ?? now;

const latest = (...times: (Date | null)[]) => new Date(Math.max(...times.map((time) => time?.getTime() ?? 0)));

/** A record's creation and last change, the change never before the creation. */
export function keptTimes(record: { createdAt?: unknown; updatedAt?: unknown }, now: Date): { createdAt: Date; updatedAt: Date } {
  const createdAt = keptTime(record.createdAt, now);
  return { createdAt, updatedAt: latest(createdAt, keptTime(record.updatedAt, now)) };
}

/**
 * A restored job's times, in order (created, completed, last changed). A completed job's completion is the
 * one its backup recorded; backups made before job.json held it have the job's last change stand for it,
 * which came at or after the completion.
 */
export function restoredJobTimes(record: Record<string, unknown>, completed: boolean, now: Date) {
  const createdAt = keptTime(record.createdAt, now);
  const notBeforeCreation = (time: Date | null) => (time && time >= createdAt ? time : null);
  const changed = notBeforeCreation(recordedTime(record.updatedAt, now));
  const completedAt = completed ? (notBeforeCreation(recordedTime(record.completedAt, now)) ?? changed ?? now) : null;
  return { createdAt, completedAt, updatedAt: latest(createdAt, completedAt, changed ?? now) };
}
