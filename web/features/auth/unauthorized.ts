import { UNAUTHORIZED_REDIRECT_MS } from "../../../shared/constants";
import { withReturnTo } from "../../../shared/domain/return-to";
import { returnHere } from "../../lib/return-here";
import { rememberedUser } from "../../lib/remembered-user";
import { storageUserId, wipeUserData } from "../../lib/user-storage";
import { toast } from "../../components/ui/toast-store";

let redirecting = false;

/**
 * Spec §2: a 401 says so in a toast, then signs in again at /api/login after half a second: as `resume`, which signs in
 * an account already connected to the provider and makes none (a password user lands on the sign-in form), and back
 * to the page the user was on.
 * A page left open as one user after another signed in on the device removes only its own user's values.
 */
export function handleUnauthorized(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  if (redirecting) return;
  redirecting = true;
  const pageUser = storageUserId();
  wipeUserData(pageUser === rememberedUser()?.id ? null : pageUser, { keepVisitor: true });
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive", final: true });
  const resume = withReturnTo("/api/login?intent=resume", returnHere());
  setTimeout(() => navigate(resume), UNAUTHORIZED_REDIRECT_MS);
}
