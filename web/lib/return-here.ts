import { sharedPath } from "../../shared/domain/qr-share-state";
import { safeReturnTo } from "../../shared/domain/return-to";

/** The page this tab is on, to come back to after signing in (again); none on the dashboard, where a sign-in goes anyway. */
export function returnHere(): string | null {
  const { pathname, search, hash } = window.location;
  const here = safeReturnTo(`${pathname}${search}${hash}`, "/");
  return here === "/" ? null : here;
}

/** The client's share page is a document of its own, not a screen of the signed-in app: it is loaded, not routed to. */
export const isOwnDocument = (path: string) => path.startsWith(sharedPath(""));
