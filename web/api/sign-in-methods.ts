/** The identity provider (whether one is set up, and its name) and the signed-in account's ways to sign in. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { expectOk, readJson } from "./http";

const signInKeys = {
  provider: ["auth", "provider"] as const,
  methods: ["account", "sign-in-methods"] as const,
};

const providerQuery = queryOptions({
  queryKey: signInKeys.provider,
  queryFn: async () => readJson(await api.api.auth.provider.$get()),
  meta: { skipUnauthorizedRedirect: true },
});

/** The provider's name when sign-in with it is set up on this server; null while unknown or when it is not. */
export function useSignInProvider(): { name: string } | null {
  return useQuery(providerQuery).data ?? null;
}

export function useSignInMethods() {
  return useQuery({
    queryKey: signInKeys.methods,
    queryFn: async () => readJson(await api.api.account["sign-in-methods"].$get()),
  });
}

export function useDisconnectIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectOk(await api.api.account["sign-in-methods"][":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInKeys.methods }),
  });
}

/** Full-page navigations to the provider: connecting it, or signing in again to confirm it is you. */
export const connectProviderHref = (returnTo: string) => `/api/login?intent=connect&returnTo=${encodeURIComponent(returnTo)}`;
