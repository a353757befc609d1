import { useState } from "react";
import type { InvitableRole, TeamRole } from "../../../shared/domain/vocabulary";
import { ROLE_LABELS } from "../../../shared/domain/team-text";
import type { TeamMember } from "../../../shared/schemas/team";
import { useChangeRole } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";

/**
 * A member's role, changed only by the Change role button: arrow keys on a closed select report each option they pass
 * as a change (Chromium on Windows and Linux), so picking alone must not grant a role, Admin included, on the way.
 */
export function MemberRoleForm({ member, roles }: { member: TeamMember; roles: readonly InvitableRole[] }) {
  const changeRole = useChangeRole();
  /** The role picked and the role the member had then: a pick made before their role changed no longer counts. */
  const [pick, setPick] = useState<{ role: InvitableRole; over: TeamRole } | null>(null);
  const pending = pick && pick.over === member.role ? pick.role : null;
  const idle = !pending || changeRole.isPending;

  const apply = async (role: InvitableRole) => {
    try {
      await changeRole.mutateAsync({ memberId: member.id, role });
      setPick(null);
      toast({ title: `${member.name} is now ${ROLE_LABELS[role]}` });
    } catch (error) {
      toastFailure("Couldn't change the role", error);
    }
  };

  return (
    <form
      className="flex min-w-0 flex-1 flex-wrap items-center gap-2 sm:flex-none"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending && !changeRole.isPending) void apply(pending);
      }}
    >
      <div className="min-w-32 flex-1 sm:w-40 sm:flex-none">
        <Select
          aria-label={`Role for ${member.name}`}
          value={pending ?? member.role}
          disabled={changeRole.isPending}
          onChange={(event) => {
            const role = event.target.value as InvitableRole;
            setPick(role === member.role ? null : { role, over: member.role });
          }}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </div>
      <Button
        type="submit"
        variant="outline"
        aria-label={`Change role for ${member.name}`}
        aria-disabled={idle || undefined}
        aria-busy={changeRole.isPending || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        Change role
      </Button>
    </form>
  );
}
