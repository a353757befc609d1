import type { TeamRole } from "./vocabulary";

/** What someone on a team must do before joining another: leave it, or, as its owner, dissolve it or first make an admin its owner. */
export function joinAnotherFirst(team: { name: string; role: TeamRole; hasOthers: boolean }): string {
  if (team.role !== "owner") return "You are already on a team. Leave it before joining another.";
  if (!team.hasOthers) return `You own ${team.name}. Dissolve it on the Team page before joining another.`;
  return `You own ${team.name}, which has other members. Make an admin its owner and then leave it, or dissolve the team (both in Settings, Delete account), before joining another.`;
}
