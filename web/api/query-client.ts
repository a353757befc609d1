import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorizedError } from "./http";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { skipUnauthorizedRedirect?: boolean };
    mutationMeta: { skipUnauthorizedRedirect?: boolean };
  }
}

type QueryClientOptions = { onUnauthorized: () => void };

/** Spec §7: queries never go stale, never refetch by themselves and never retry; mutations never retry. */
export function createQueryClient({ onUnauthorized }: QueryClientOptions) {
  const onError = (error: unknown, meta: { skipUnauthorizedRedirect?: boolean } | undefined) => {
    if (!meta?.skipUnauthorizedRedirect && isUnauthorizedError(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
