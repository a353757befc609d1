/** The signed-in user's account as read once and kept on the phone; a screen that shows sizes reads the shop's units from it. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isMetric } from "../../shared/domain/units";
import { api } from "./client";
import { readJson } from "./http";

export const accountQuery = queryOptions({
  queryKey: ["account"] as const,
  queryFn: async () => readJson(await api.api.account.$get()),
});

export type Account = NonNullable<Awaited<ReturnType<NonNullable<typeof accountQuery.queryFn>>>>;

export const useAccount = () => useQuery(accountQuery);

/**
 * Whether the shop works in metric, from the user's account (kept on the phone, else read once); until it is read,
 * inches, as a new account has. A list reads it once and passes it to its cards.
 */
export function useMetric(): boolean {
  const unit = useAccount().data?.preferences?.lengthUnit;
  return unit !== undefined && isMetric(unit);
}
