import type { QueryClient } from "@tanstack/react-query";
import { sessionsQuery } from "./account";
import { accountQuery } from "./account-query";
import { signInMethodsQuery } from "./sign-in-methods";

/** The settings screen's reads besides the team's: the account, its devices and its ways to sign in. */
export function prefetchSettingsData(queryClient: QueryClient) {
  void queryClient.prefetchQuery(accountQuery);
  void queryClient.prefetchQuery(sessionsQuery);
  void queryClient.prefetchQuery(signInMethodsQuery);
}
