import { UserMinus } from "lucide-react";
import { useState } from "react";
import { INVITABLE_ROLES, type TeamRole } from "../../../shared/domain/vocabulary";
import type { TeamMember } from "../../../shared/schemas/team";
import { useRemoveMember } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { formatDay } from "../../lib/date-text";
import { toastFailure } from "../feedback/failure-toast";
import { MemberRoleForm } from "./member-role-form";
import { RoleBadge, RoleIcon } from "./role-badge";

/** The same rule the server applies: one owner; admins manage installers and viewers. */
export function mayManage(actor: TeamRole | null, target: TeamRole): boolean {
  if (target === "owner" || !actor) return false;
  if (actor === "owner") return true;
  return actor === "admin" && (target === "installer" || target === "viewer");
}

export function MemberCard({ member, myRole, isMe }: { member: TeamMember; myRole: TeamRole | null; isMe: boolean }) {
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const manageable = !isMe && mayManage(myRole, member.role);
  const roles = INVITABLE_ROLES.filter((role) => mayManage(myRole, role) || role === member.role);

  const removeMember = async () => {
    try {
      await remove.mutateAsync(member.id);
      toast({ title: `${member.name} was removed from the team` });
      setConfirming(false);
    } catch (error) {
      toastFailure("Couldn't remove the member", error);
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <RoleIcon role={member.role} />
        <div className="min-w-0">
          <h2 className="truncate font-bold">
            {member.name}
            {isMe ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
          </h2>
          {member.email ? <p className="truncate text-sm text-muted-foreground">{member.email}</p> : null}
          <p className="text-sm text-muted-foreground">Joined {formatDay(member.joinedAt)}</p>
        </div>
      </div>
      {manageable ? (
        <div className="flex items-center gap-2">
          <MemberRoleForm member={member} roles={roles} />
          <Button variant="ghost" size="icon" aria-label={`Remove ${member.name}`} onClick={() => setConfirming(true)}>
            <UserMinus aria-hidden className="h-5 w-5" />
          </Button>
        </div>
      ) : (
        <RoleBadge role={member.role} />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${member.name}?`}
        description="They lose the team's jobs and every job shared with them at once. Their own jobs stay theirs."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={removeMember}
      />
    </Card>
  );
}
