import { LogOut, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import type { TeamOverview } from "../../../shared/schemas/team";
import { useLeaveTeam } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { toast } from "../../components/ui/toast-store";
import { countOf } from "../../lib/format";
import { lazyExport, whenOpen } from "../../components/lazy-page";
import { toastFailure } from "../feedback/failure-toast";
import { DissolveTeam } from "./dissolve-team";
import { MemberCard } from "./member-card";
import { PendingInvitations } from "./pending-invitations";

/** Its form rules (zod) load when it is first opened, not with the team page. */
const InviteDialog = whenOpen(lazyExport(() => import("./invite-dialog"), "InviteDialog"));

export function MembersTab({ overview, userId }: { overview: TeamOverview; userId: string }) {
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leave = useLeaveTeam();
  const canInvite = !overview.team || overview.myRole === "owner" || overview.myRole === "admin";

  const leaveTeam = async () => {
    try {
      await leave.mutateAsync();
      toast({ title: `You left ${overview.team?.name ?? "the team"}` });
      setLeaving(false);
    } catch (error) {
      toastFailure("Couldn't leave the team", error);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{countOf(overview.members.length, "member")}</p>
        {canInvite ? (
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden className="h-5 w-5" />
            Invite Member
          </Button>
        ) : null}
      </div>
      {overview.members.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No team yet"
          description="Invite your installers. Your team is created with the first invitation, and nobody joins until they accept."
        />
      ) : (
        <ul aria-label="Team members" className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {overview.members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} myRole={overview.myRole} isMe={member.userId === userId} />
            </li>
          ))}
        </ul>
      )}
      <PendingInvitations invitations={overview.invitations} owner={overview.myRole === "owner"} />
      {overview.team && overview.myRole !== "owner" ? (
        <Button variant="outline" onClick={() => setLeaving(true)}>
          <LogOut aria-hidden className="h-5 w-5" />
          Leave team
        </Button>
      ) : null}
      {overview.team && overview.myRole === "owner" && overview.members.length < 2 ? <DissolveTeam teamName={overview.team.name} /> : null}
      <InviteDialog open={inviting} onOpenChange={setInviting} canInviteAdmins={overview.myRole !== "admin"} />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={`Leave ${overview.team?.name ?? "the team"}?`}
        description="Jobs shared with you through the team disappear from your dashboard, and the team stops seeing your jobs."
        confirmLabel="Leave"
        pending={leave.isPending}
        onConfirm={leaveTeam}
      />
    </div>
  );
}
