import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { InsightPeriod } from "../../shared/domain/insight-periods";
import { api } from "./client";
import { readJson } from "./http";

const insightKeys = {
  all: ["insights"] as const,
  period: (period: InsightPeriod, timeZone: string) => ["insights", "metrics", period, timeZone] as const,
  activity: () => ["insights", "activity"] as const,
};

/** The phone's own zone, so "this week" starts at its Monday midnight, not UTC's. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Fetched each time the page shows: the server answers stored figures unless jobs changed, so it is cheap. */
export function useInsights(period: InsightPeriod, enabled = true) {
  const timeZone = deviceTimeZone();
  return useQuery({
    enabled,
    queryKey: insightKeys.period(period, timeZone),
    queryFn: async () => readJson(await api.api.performance.metrics.$get({ query: { period, tz: timeZone } })),
    staleTime: 0,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}

export function useActivityFeed() {
  return useInfiniteQuery({
    queryKey: insightKeys.activity(),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => readJson(await api.api.activity.logs.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
