/** The signed-in account's ways to sign in. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { expectOk, readJson } from "./http";

const signInKeys = {
  methods: ["account", "sign-in-methods"] as const,
};

export const signInMethodsQuery = queryOptions({
  queryKey: signInKeys.methods,
  queryFn: async () => readJson(await api.api.account["sign-in-methods"].$get()),
});

export const useSignInMethods = () => useQuery(signInMethodsQuery);

/** Disconnects a provider: with the account's password, or for an account without one after a fresh sign-in at its provider. */
export function useDisconnectIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, currentPassword }: { id: string; currentPassword?: string }) =>
      expectOk(await api.api.account["sign-in-methods"][":id"].$delete({ param: { id }, json: { currentPassword } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInKeys.methods }),
  });
}

/** The account's password, which lets this session connect a provider in the next ten minutes (once). */
export const useConnectPermit = () =>
  useMutation({ mutationFn: async (currentPassword: string) => expectOk(await api.api.account["sign-in-methods"]["connect-permit"].$post({ json: { currentPassword } })) });

/** Full-page navigations to the provider: connecting it (after useConnectPermit), or signing in again to confirm it is you. */
export const connectProviderHref = (returnTo: string) => `/api/login?intent=connect&returnTo=${encodeURIComponent(returnTo)}`;
export const confirmWithProviderHref = (returnTo: string) => `/api/login?intent=reauth&returnTo=${encodeURIComponent(returnTo)}`;
