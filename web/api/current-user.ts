import { PAGE_USER_ELEMENT_ID } from "../../shared/page-user";
import type { CurrentUser } from "../../shared/schemas/auth";
import { parseCurrentUser, recallUser, rememberUser } from "../lib/remembered-user";
import { wipeUserData } from "../lib/user-storage";
import { api } from "./client";
import { readJson } from "./http";

/** The user a signed-in navigation's HTML was served for (see worker/lib/page-user.ts), read once: a later ask goes to the server. */
function userServedWithPage(): CurrentUser | null {
  const element = document.getElementById(PAGE_USER_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  return parseCurrentUser(element.textContent ?? "");
}

/**
 * The page's own answer when its HTML came from the network with one, else asked even without signal: with no
 * answer, the profile remembered on this device opens the app offline.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const served = userServedWithPage();
  if (served) {
    rememberUser(served);
    return served;
  }
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
