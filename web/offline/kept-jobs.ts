/** The jobs this device holds for the dashboard without signal. */
import type { Job } from "../../shared/schemas/job";

type CachedQuery = { queryKey: readonly unknown[]; state: { data: unknown; error: unknown } };
type JobPage = { items: Job[] };

const isObject = (data: unknown): data is Record<string, unknown> => typeof data === "object" && data !== null;
const isJob = (data: unknown): data is Job => isObject(data) && typeof data.id === "string" && "clientName" in data;
const isPage = (data: unknown): data is JobPage => isObject(data) && Array.isArray(data.items);

/** The pages of one of the user's own lists (the dashboard's, any filter, and the recent jobs); not the team's, nor a client's history. */
function ownListPages([, kind, shape, filter]: readonly unknown[], data: unknown): JobPage[] {
  if (kind !== "list") return [];
  if (shape === "recent") return isPage(data) ? [data] : [];
  if (shape !== "filtered" || (isObject(filter) && filter.scope === "team") || !isObject(data) || !Array.isArray(data.pages)) return [];
  return data.pages.filter(isPage);
}

/**
 * Each job's own record (fetched when opened or in the background) and the jobs of the user's own lists the device
 * was sent, so a list seen just before the signal went still shows; a job's own record wins over a list's copy, and a
 * job the server said is gone is left out.
 */
export function keptJobs(queries: CachedQuery[], isGone: (error: unknown) => boolean): Job[] {
  const byId = new Map<string, Job>();
  const gone = new Set<string>();
  for (const { queryKey, state } of queries) {
    if (queryKey.length !== 2) continue;
    if (isGone(state.error)) gone.add(String(queryKey[1]));
    else if (isJob(state.data)) byId.set(state.data.id, state.data);
  }
  for (const { queryKey, state } of queries) {
    for (const job of ownListPages(queryKey, state.data).flatMap((page) => page.items)) {
      if (!byId.has(job.id) && !gone.has(job.id)) byId.set(job.id, job);
    }
  }
  return [...byId.values()];
}
