/** The signed-in user's account: profile, logo, shop defaults, password, devices, and deleting it. Settings change online only. */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PREFERENCE_DEFAULTS } from "../../shared/domain/shop-defaults";
import type { LengthUnit } from "../../shared/domain/units";
import type { AccountDeleteInput, AccountPatchInput, PasswordChangeInput } from "../../shared/schemas/account";
import { localeCurrency } from "../lib/currencies";
import { type Account, accountQuery, useAccount } from "./account-query";
import { currentUserQuery } from "./auth";
import { rememberUser } from "../lib/remembered-user";
import type { CurrentUser } from "../../shared/schemas/auth";
import { api } from "./client";
import { formUpload } from "./form-upload";
import { type ApiError, expectOk, readJson } from "./http";
import { teamKeys } from "./team-keys";

const accountKeys = { account: accountQuery.queryKey, sessions: ["account", "sessions"] as const };

export type ShopDefaults = { lengthUnit: LengthUnit; rollWidth: number; wastePercentage: number; currency: string; laborRate: number | null };

/**
 * The shop's defaults from settings, for new measurements, estimates and quotes; until the account
 * has loaded (or has no currency set), the estimate's own defaults and the browser's currency.
 */
export function useShopDefaults(): ShopDefaults {
  const preferences = useAccount().data?.preferences ?? PREFERENCE_DEFAULTS;
  return { ...preferences, currency: preferences.currency ?? localeCurrency(navigator.language) };
}

/** A profile saved in settings: the header, menus and the copy kept for offline start-up show it at once. */
function profileChanged(queryClient: QueryClient, profile: Pick<CurrentUser, "id" | "email" | "username" | "firstName" | "lastName">) {
  const user = queryClient.getQueryData(currentUserQuery.queryKey);
  if (!user || user.id !== profile.id) return;
  const updated = { ...user, email: profile.email, username: profile.username, firstName: profile.firstName, lastName: profile.lastName };
  rememberUser(updated);
  queryClient.setQueryData(currentUserQuery.queryKey, updated);
}

function useAccountChange<TVariables>(run: (variables: TVariables) => Promise<Account>, changesTeam: (variables: TVariables) => boolean = () => false) {
  const queryClient = useQueryClient();
  return useMutation<Account, ApiError | Error, TVariables>({
    mutationFn: run,
    onSuccess: (account, variables) => {
      queryClient.setQueryData(accountKeys.account, account);
      profileChanged(queryClient, account);
      if (changesTeam(variables)) void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

/** The team screens name people and list invitations by email, and a new email drops the invitations sent to the old one. */
const changesTeam = (patch: AccountPatchInput) => patch.email !== undefined || patch.firstName !== undefined || patch.lastName !== undefined;

export const useUpdateAccount = () => useAccountChange(async (patch: AccountPatchInput) => readJson(await api.api.account.$patch({ json: patch })), changesTeam);

export const useUploadLogo = () =>
  useAccountChange(async (file: File) => {
    const form = new FormData();
    form.set("logo", file, file.name);
    return readJson(await api.api.account.logo.$put({}, formUpload(form)));
  });

export const useRemoveLogo = () => useAccountChange(async () => readJson(await api.api.account.logo.$delete()));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError | Error, PasswordChangeInput>({
    mutationFn: async (input) => expectOk(await api.api.account.password.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account }),
  });
}

export const sessionsQuery = queryOptions({ queryKey: accountKeys.sessions, queryFn: async () => readJson(await api.api.account.sessions.$get()) });

export const useSessions = () => useQuery(sessionsQuery);

function useSessionChange<TVariables>(run: (variables: TVariables) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError | Error, TVariables>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export const useEndSession = () => useSessionChange(async (id: string) => expectOk(await api.api.account.sessions[":id"].$delete({ param: { id } })));

export const useEndOtherSessions = () => useSessionChange(async () => expectOk(await api.api.account.sessions.$delete()));

export const useDeleteAccount = () =>
  useMutation<void, ApiError | Error, AccountDeleteInput>({
    mutationFn: async (input) => expectOk(await api.api.account.$delete({ json: input })),
  });
