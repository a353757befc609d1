import { useQuery } from "@tanstack/react-query";
import { api } from "./client";
import { readJson } from "./http";

/** Clients' answers on the user's designs; asked for again whenever the dashboard shows or the app comes back to the front. */
export const useDesignAnswers = () =>
  useQuery({
    queryKey: ["proofs", "answered"] as const,
    queryFn: async () => readJson(await api.api.proofs.answered.$get()),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
