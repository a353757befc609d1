import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { SIGNED_IN_AS_HEADER } from "../../shared/http-headers";
import type { CurrentUser, LoginInput, Signup } from "../../shared/schemas/auth";
import { pageLocation } from "../lib/page-location";
import { rememberUser, rememberedUser } from "../lib/remembered-user";
import { wipeUserData } from "../lib/user-storage";
import { api } from "./client";
import { fetchCurrentUser } from "./current-user";
import { runAs, signedInAs } from "./signed-in-as";
import { ApiError, readJson } from "./http";

export const authKeys = {
  user: ["auth", "user"] as const,
};

/** The signed-in user, or null; app-root asks first and seeds the answer (see query-app). */
export const currentUserQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: fetchCurrentUser,
  retry: false,
  networkMode: "always",
});

function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    rememberUser(user);
    runAs(user.id);
    queryClient.setQueryData(authKeys.user, user);
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation<CurrentUser, ApiError | Error, LoginInput>({
    mutationFn: async (input) => readJson(await api.api.auth.login.$post({ json: input })),
    onSuccess: signedIn,
    meta: { skipUnauthorizedRedirect: true },
  });
}

export function useSignup() {
  const signedIn = useSignedIn();
  return useMutation<CurrentUser, ApiError | Error, Signup>({
    mutationFn: async (input) => readJson(await api.api.auth.signup.$post({ json: input })),
    onSuccess: signedIn,
    meta: { skipUnauthorizedRedirect: true },
  });
}

/**
 * Sign-out leaves nothing of this user in the browser for whoever uses the device next. It signs out `userId` (by
 * default the user this page runs as) only: a page left open as them after someone else signed in on the device
 * removes only their values, and the server ends the session only if it is still theirs. A tab told by another that
 * its user signed out (`endsSession` false) leaves for the start page: that tab ended the session, and one started
 * since, even the same user's again, is not this tab's to end.
 */
export function logOut(userId: string | undefined = signedInAs()[SIGNED_IN_AS_HEADER], endsSession = true) {
  const remembered = rememberedUser()?.id;
  wipeUserData(userId !== undefined && remembered !== undefined && remembered !== userId ? userId : null);
  pageLocation.assign(!endsSession ? "/" : userId === undefined ? "/api/logout" : `/api/logout?as=${encodeURIComponent(userId)}`);
}
