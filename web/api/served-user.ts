import { PAGE_USER_ELEMENT_ID } from "../../shared/page-user";
import type { CurrentUser } from "../../shared/schemas/auth";
import { readUserJson, rememberUser } from "../lib/remembered-user";

/**
 * The user a signed-in navigation's HTML was served with (see worker/lib/page-user.ts), remembered as the server's
 * answer would be; null when the HTML carries none (served by the service worker, or to a visitor). Read by the
 * start alone: any later question goes to the server.
 */
export function servedUser(): CurrentUser | null {
  const user = readUserJson(document.getElementById(PAGE_USER_ELEMENT_ID)?.textContent ?? null);
  if (user) rememberUser(user);
  return user;
}
