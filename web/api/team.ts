/** The team as read: its members and invitations, invitations addressed to the signed-in user, and jobs shared between members. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./client";
import { readJson } from "./http";
import { teamKeys } from "./team-keys";

export const teamQuery = queryOptions({ queryKey: teamKeys.overview(), queryFn: async () => readJson(await api.api.team.$get()) });

export const useTeam = () => useQuery(teamQuery);

/** `enabled` false reads only what the cache holds, without asking the server. */
export function useReceivedInvitations(enabled = true) {
  return useQuery({ queryKey: teamKeys.received(), queryFn: async () => readJson(await api.api.team.invitations.received.$get()), enabled });
}

export function useTeamShares() {
  return useQuery({ queryKey: teamKeys.shares(), queryFn: async () => readJson(await api.api.team["shared-jobs"].$get()) });
}
