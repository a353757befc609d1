import { Copy, X } from "lucide-react";
import { ROLE_LABELS } from "../../../shared/domain/team-text";
import type { TeamInvitation } from "../../../shared/schemas/team";
import { useCancelInvitation } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { formatDay } from "../../lib/date-text";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";

/** The link an owner sends by hand: sign-up with the invited email filled in, then the Team page, which answers with its code. */
function inviteLink(invitation: TeamInvitation, code: string): string {
  return `${window.location.origin}/signup?${new URLSearchParams({ email: invitation.email, invitation: invitation.id, code })}`;
}

/** The team's invitations waiting for an answer; an admin cancels those for installers and viewers, as only the owner manages admins. */
export function PendingInvitations({ invitations, owner }: { invitations: TeamInvitation[]; owner: boolean }) {
  const cancel = useCancelInvitation();
  const cancelInvitation = useSingleFlight(async (invitation: TeamInvitation) => {
    try {
      await cancel.mutateAsync(invitation.id);
      toast({ title: "Invitation cancelled" });
    } catch (error) {
      toastFailure("Couldn't cancel the invitation", error);
    }
  });
  if (invitations.length === 0) return null;

  const copy = async (invitation: TeamInvitation) => {
    const { code } = invitation;
    if (!code) return;
    try {
      await navigator.clipboard.writeText(inviteLink(invitation, code));
      toast({ title: "Link Copied", description: `Send it to ${invitation.email}: the invitation is answered from that link, signed in with that email.` });
    } catch {
      toast({ title: "Couldn't copy", description: inviteLink(invitation, code), variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="pending-heading" className="space-y-2">
      <h2 id="pending-heading" className="font-bold">
        Waiting for an answer ({invitations.length})
      </h2>
      <ul className="divide-y divide-border rounded-xl border border-dashed border-border">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-end gap-2 p-3">
            <div className="min-w-0 basis-full break-words sm:basis-0 sm:flex-1">
              <p className="truncate font-semibold">{invitation.email}</p>
              <p className="text-sm text-muted-foreground">
                {ROLE_LABELS[invitation.role]} · invited by {invitation.invitedByName} on {formatDay(invitation.createdAt)}
              </p>
              <p className={invitation.expired ? "text-sm font-semibold" : "text-sm text-muted-foreground"}>
                {invitation.expired ? `Expired on ${formatDay(invitation.expiresAt)}. Invite them again to send a new one.` : `Expires on ${formatDay(invitation.expiresAt)}`}
              </p>
              {invitation.expired || invitation.code ? null : <p className="text-sm text-muted-foreground">Only {invitation.invitedByName} can copy its invite link.</p>}
            </div>
            {invitation.expired || !invitation.code ? null : (
              <Button variant="outline" onClick={() => void copy(invitation)}>
                <Copy aria-hidden className="h-4 w-4" />
                Copy invite link
              </Button>
            )}
            {owner || invitation.role !== "admin" ? (
              <Button variant="ghost" size="icon" aria-label={`Cancel the invitation to ${invitation.email}`} disabled={cancel.isPending} onClick={() => void cancelInvitation(invitation)}>
                <X aria-hidden className="h-5 w-5" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
