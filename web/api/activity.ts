import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "../../shared/schemas/activity";
import { api } from "./client";
import { readJson } from "./http";
import { jobKeys } from "./jobs";

const activityKeys = {
  job: (jobId: string) => [...jobKeys.detail(jobId), "activity"] as const,
};

async function fetchJobActivity(jobId: string): Promise<ActivityEntry[]> {
  return readJson(await api.api.jobs[":jobId"].activity.$get({ param: { jobId } }));
}

/** Refetched whenever the card mounts: others (team members, share-link visitors) add to it without this app knowing. */
export function useJobActivity(jobId: string) {
  return useQuery(queryOptions({ queryKey: activityKeys.job(jobId), queryFn: () => fetchJobActivity(jobId), staleTime: 0, refetchOnMount: "always" }));
}
