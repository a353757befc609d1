import type { CurrentUser } from "../../shared/schemas/auth";
import { recallUser, rememberUser } from "../lib/remembered-user";
import { wipeUserData } from "../lib/user-storage";
import { api } from "./client";
import { readJson } from "./http";

/** Asked even without signal: with no answer, the profile remembered on this device opens the app offline. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
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
    wipeUserData(null, { keepVisitor: true });
    return null;
  }
  rememberUser(user);
  return user;
}
