import { Crown, Eye, ShieldCheck, Wrench } from "lucide-react";
import type { TeamRole } from "../../../shared/domain/vocabulary";
import { ROLE_LABELS } from "../../../shared/domain/team-text";

const ROLE_ICONS = { owner: Crown, admin: ShieldCheck, installer: Wrench, viewer: Eye } as const;

export function RoleIcon({ role }: { role: TeamRole }) {
  const Icon = ROLE_ICONS[role];
  return (
    <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
      <Icon aria-hidden className="h-5 w-5" />
    </span>
  );
}

export function RoleBadge({ role }: { role: TeamRole }) {
  return <span className="self-start rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold sm:self-center">{ROLE_LABELS[role]}</span>;
}

/** What each role may do, in the words the invite dialog and the invitee read. */
export const ROLE_MEANINGS: Record<TeamRole, string> = {
  owner: "Runs the team and sees every member's jobs.",
  admin: "Sees every member's jobs, invites people and manages installers and viewers.",
  installer: "Works on the jobs shared with them; their own jobs stay theirs.",
  viewer: "Reads the jobs shared with them.",
};
