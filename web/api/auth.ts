import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, LoginInput, Signup } from "../../shared/schemas/auth";
import { recallUser, rememberUser } from "../lib/remembered-user";
import { wipeUserData } from "../lib/user-storage";
import { api } from "./client";
import { ApiError, readJson } from "./http";

export const authKeys = {
  user: ["auth", "user"] as const,
};

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  let response: Awaited<ReturnType<typeof api.api.auth.user.$get>>;
  try {
    response = await api.api.auth.user.$get();
  } catch (error) {
    const remembered = recallUser();
    if (remembered) return remembered;
    throw error;
  }
  const user = await readJson(response);
  if (!user) {
    wipeUserData();
    return null;
  }
  rememberUser(user);
  return user;
}

/** Asked even without signal: with no answer, the profile remembered on this device opens the app offline. */
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
  window.location.assign("/api/logout");
}
