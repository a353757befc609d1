import { Card } from "../../components/ui/card";
import type { InviteLink } from "./invite-codes";

/** An invite link opened while signed in with another email: its invitation is not listed here, and this says why. */
export function InviteLinkNotice({ link, signedInEmail }: { link: InviteLink | null; signedInEmail: string | null | undefined }) {
  const invitedEmail = link?.email?.trim().toLowerCase();
  if (!invitedEmail || invitedEmail === signedInEmail?.toLowerCase()) return null;
  return (
    <Card role="status" className="break-words border-primary/40 p-4">
      This invite link is for {invitedEmail}{signedInEmail ? `, and you're signed in as ${signedInEmail}` : ""}. To answer it, sign out, then sign up or sign in
      with {invitedEmail} and open the link again.
    </Card>
  );
}
