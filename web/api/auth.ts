import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, LoginInput, Signup } from "../../shared/schemas/auth";
import { pageLocation } from "../lib/page-location";
import { rememberUser } from "../lib/remembered-user";
import { wipeUserData } from "../lib/user-storage";
import { api } from "./client";
import { fetchCurrentUser } from "./current-user";
import { runAs } from "./signed-in-as";
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

/** Sign-out leaves nothing of this user in the browser for whoever uses the device next. */
export function logOut() {
  wipeUserData();
  pageLocation.assign("/api/logout");
}
