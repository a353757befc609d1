import type { InvitableRole } from "../../../shared/domain/vocabulary";
import { ROLE_LABELS } from "../../../shared/domain/team-text";
import type { TeamMember } from "../../../shared/schemas/team";
import { useChangeRole } from "../../api/team-changes";
import { SelectThenApply } from "../../components/select-then-apply";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";

/** A member's role, changed only by the Change role button, so stepping past Admin with arrow keys grants nothing on the way. */
export function MemberRoleForm({ member, roles }: { member: TeamMember; roles: readonly InvitableRole[] }) {
  const changeRole = useChangeRole();

  const apply = async (role: InvitableRole) => {
    try {
      await changeRole.mutateAsync({ memberId: member.id, role });
      toast({ title: `${member.name} is now ${ROLE_LABELS[role]}` });
      return true;
    } catch (error) {
      toastFailure("Couldn't change the role", error);
      return false;
    }
  };

  return (
    <SelectThenApply
      value={member.role}
      options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      selectLabel={`Role for ${member.name}`}
      applyText="Change role"
      applyLabel={`Change role for ${member.name}`}
      busy={changeRole.isPending}
      onApply={apply}
      className="flex-1 sm:flex-none"
      selectClassName="sm:w-40 sm:flex-none"
    />
  );
}
