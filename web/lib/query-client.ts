import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { UNAUTHORIZED_REDIRECT_MS } from "../../shared/constants";
import { isUnauthorizedError } from "../api/http";
import { toast } from "../components/ui/toast-store";
import { forgetUser } from "./remembered-user";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { skipUnauthorizedRedirect?: boolean };
    mutationMeta: { skipUnauthorizedRedirect?: boolean };
  }
}

let redirecting = false;

export function handleUnauthorized(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  if (redirecting) return;
  redirecting = true;
  forgetUser();
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => navigate("/api/login"), UNAUTHORIZED_REDIRECT_MS);
}

function onError(error: unknown, meta: { skipUnauthorizedRedirect?: boolean } | undefined) {
  if (!meta?.skipUnauthorizedRedirect && isUnauthorizedError(error)) handleUnauthorized();
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
