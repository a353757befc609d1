import { useCallback } from "react";
import { useLocation } from "wouter";
import { safeReturnTo } from "../../../shared/domain/return-to";
import { pageLocation } from "../../lib/page-location";
import { isOwnDocument } from "../../lib/return-here";

/** The page a sign-in was for (same-origin app pages only), carried in the address as `returnTo`; else the dashboard. */
export const returnToIn = (search: string) => safeReturnTo(new URLSearchParams(search).get("returnTo"), "/");

/**
 * Leaves the sign-in (or sign-up) screen for `returnTo`, in its place so Back does not show the form again. The
 * client's share page is loaded, not routed to; the dashboard gives way to the Team page when an invitation waits.
 */
export function useGoOnceSignedIn() {
  const [, navigate] = useLocation();
  return useCallback(
    (returnTo: string, invited: boolean) => {
      if (isOwnDocument(returnTo)) pageLocation.assign(returnTo);
      else navigate(returnTo === "/" && invited ? "/team" : returnTo, { replace: true });
    },
    [navigate],
  );
}
