import { MailOpen } from "lucide-react";
import type { ReceivedInvitation, TeamOverview } from "../../../shared/schemas/team";
import { joinAnotherFirst } from "../../../shared/domain/team-join-text";
import { ROLE_LABELS } from "../../../shared/domain/team-text";
import { useTeam } from "../../api/team";
import { useAnswerInvitation } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { formatDay } from "../../lib/date-text";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { type InviteLink, forgetInviteCode, inviteCodeFor } from "./invite-codes";

function teamToQuitFirst(overview: TeamOverview | undefined): string | null {
  if (!overview?.team || !overview.myRole) return null;
  return joinAnotherFirst({ name: overview.team.name, role: overview.myRole, hasOthers: overview.members.length > 1 });
}

type CardProps = { invitation: ReceivedInvitation; quitFirst: string | null; link: InviteLink | null };

function InvitationCard({ invitation, quitFirst, link }: CardProps) {
  const answer = useAnswerInvitation();
  const code = inviteCodeFor(invitation.id) ?? (link?.invitation === invitation.id ? link.code : null);
  const respond = useSingleFlight(async (choice: "accept" | "decline") => {
    if (!code) return;
    try {
      await answer.mutateAsync({ id: invitation.id, answer: choice, code });
    } catch (error) {
      toastFailure(choice === "accept" ? "Couldn't join the team" : "Couldn't decline the invitation", error);
      return;
    }
    forgetInviteCode(invitation.id);
    toast({ title: choice === "accept" ? `You joined ${invitation.teamName}` : "Invitation declined" });
  });

  return (
    <Card className="space-y-3 border-primary/40 p-4">
      <div className="flex items-start gap-3">
        <MailOpen aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-primary" />
        <div className="min-w-0 break-words">
          <h2 className="font-bold">
            {invitation.inviterName} invited you to join {invitation.teamName} as {ROLE_LABELS[invitation.role]}
          </h2>
          <p className="text-muted-foreground">
            Joining means the team's owner and admins will see your jobs (they can look, not change). Jobs shared with you appear on your dashboard. Sent{" "}
            {formatDay(invitation.createdAt)}; it can be accepted until {formatDay(invitation.expiresAt)}.
          </p>
          {quitFirst && code ? <p className="mt-1 text-sm font-semibold">{quitFirst}</p> : null}
          {code ? null : <p className="mt-1 text-sm font-semibold">To answer it, open the invite link {invitation.inviterName} sent you, on this device.</p>}
        </div>
      </div>
      {code ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button disabled={answer.isPending || Boolean(quitFirst)} onClick={() => void respond("accept")}>
            Accept and join
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => void respond("decline")}>
            Decline
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/** `link`: the invite link this page was opened from, which answers its invitation even where storage is unavailable. */
export function ReceivedInvitations({ invitations, onTeam, link = null }: { invitations: ReceivedInvitation[]; onTeam: boolean; link?: InviteLink | null }) {
  const overview = useTeam().data;
  if (invitations.length === 0) return null;
  const quitFirst = onTeam ? teamToQuitFirst(overview) : null;
  return (
    <section aria-label="Invitations for you" className="space-y-3">
      {invitations.map((invitation) => (
        <InvitationCard key={invitation.id} invitation={invitation} quitFirst={quitFirst} link={link} />
      ))}
    </section>
  );
}
