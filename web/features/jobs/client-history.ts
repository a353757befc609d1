import type { ClientContact, ClientTotals, Job } from "../../../shared/schemas/job";

export type ClientHistorySummary = {
  total: number;
  completed: number;
  successRate: number;
  firstJobAt: string | null;
  latestJobAt: string | null;
  contact: string | null;
  timeline: Job[];
};

function createdTime(job: Job): number {
  const time = Date.parse(job.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function contactOf(contact: ClientContact | null): string | null {
  const parts = [contact?.clientContact, contact?.clientPhone, contact?.clientEmail].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(" • ") : null;
}

/**
 * Jobs newest-created first; the counts, dates and contact from `totals`, the server's over all the client's jobs, when
 * it sent them (the jobs shown may be only the newest pages), else from the jobs; the contact is the newest job's that
 * has any contact details.
 */
export function summariseClientJobs(jobs: Job[], totals?: ClientTotals): ClientHistorySummary {
  const timeline = [...jobs].sort((a, b) => createdTime(b) - createdTime(a));
  const dated = timeline.filter((job) => Number.isFinite(createdTime(job)));
  const total = totals?.total ?? jobs.length;
  const completed = totals?.completed ?? jobs.filter((job) => job.status === "completed").length;
  return {
    total,
    completed,
    successRate: total ? Math.round((completed / total) * 100) : 0,
    firstJobAt: totals ? totals.firstJobAt : (dated.at(-1)?.createdAt ?? null),
    latestJobAt: totals ? totals.latestJobAt : (dated[0]?.createdAt ?? null),
    contact: contactOf(totals?.contact ?? null) ?? timeline.map(contactOf).find((contact) => contact !== null) ?? null,
    timeline,
  };
}
