import { MutationCache, QueryCache, QueryClient, onlineManager } from "@tanstack/react-query";
import { isUnauthorizedError } from "./http";
import { registerJobMutations } from "./job-mutations";
import { registerMeasurementMutations } from "./measurement-mutations";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { skipUnauthorizedRedirect?: boolean };
    mutationMeta: { skipUnauthorizedRedirect?: boolean };
  }
}

type QueryClientOptions = { onUnauthorized: () => void };

/**
 * Spec §7: queries never go stale, never refetch by themselves and never retry. They are kept for
 * as long as the device keeps them (see offline-cache), so nothing seen is dropped from memory
 * before it is saved. Mutations never retry and fail at once without signal, except the job and
 * measurement writes registered below, which wait in the queue until they land.
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions) {
  const onError = (error: unknown, meta: { skipUnauthorizedRedirect?: boolean } | undefined) => {
    if (!meta?.skipUnauthorizedRedirect && isUnauthorizedError(error)) onUnauthorized();
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false, networkMode: "always" },
    },
  });
  if (typeof navigator !== "undefined" && typeof navigator.onLine === "boolean") onlineManager.setOnline(navigator.onLine);
  registerJobMutations(queryClient);
  registerMeasurementMutations(queryClient);
  return queryClient;
}
