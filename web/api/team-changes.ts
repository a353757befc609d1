/** The team's changes, made online from the team page and settings. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sentOnce } from "../../shared/http-headers";
import type { InvitableRole } from "../../shared/domain/vocabulary";
import type { ShareJobInput, TeamInviteInput } from "../../shared/schemas/team";
import { api } from "./client";
import { type ApiError, expectOk, readJson } from "./http";
import { jobKeys } from "./jobs";
import { teamKeys } from "./team-keys";


/** A team change; afterwards the team's queries are read again, and the job lists too when access to jobs moved. */
function useTeamChange<TVariables, TResult = void>(run: (variables: TVariables) => Promise<TResult>, options: { jobsToo?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiError | Error, TVariables>({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      if (options.jobsToo) await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}

export const useInvite = () =>
  useTeamChange(async ({ input, idempotencyKey }: { input: TeamInviteInput; idempotencyKey: string }) =>
    readJson(await api.api.team.invite.$post({ json: input }, sentOnce(idempotencyKey))),
  );

export const useCancelInvitation = () =>
  useTeamChange(async (id: string) => expectOk(await api.api.team.invitations[":id"].$delete({ param: { id } })));

/** Answers with the code of the invite link (web/features/team/invite-codes.ts). */
export const useAnswerInvitation = () =>
  useTeamChange(
    async ({ id, answer, code }: { id: string; answer: "accept" | "decline"; code: string }) => {
      const request = { param: { id }, json: { code } };
      if (answer === "accept") await readJson(await api.api.team.invitations[":id"].accept.$post(request));
      else await expectOk(await api.api.team.invitations[":id"].decline.$post(request));
    },
    { jobsToo: true },
  );

export const useChangeRole = () =>
  useTeamChange(async ({ memberId, role }: { memberId: string; role: InvitableRole }) =>
    readJson(await api.api.team.members[":id"].$patch({ param: { id: memberId }, json: { role } })),
  );

export const useRemoveMember = () =>
  useTeamChange(async (memberId: string) => expectOk(await api.api.team.members[":id"].$delete({ param: { id: memberId } })), { jobsToo: true });

export const useLeaveTeam = () => useTeamChange(async () => expectOk(await api.api.team.leave.$post()), { jobsToo: true });

export const useRenameTeam = () => useTeamChange(async (name: string) => readJson(await api.api.team.$patch({ json: { name } })));

export const useShareJob = () =>
  useTeamChange(
    async ({ input, idempotencyKey }: { input: ShareJobInput; idempotencyKey: string }) =>
      readJson(await api.api.team["share-job"].$post({ json: input }, sentOnce(idempotencyKey))),
    { jobsToo: true },
  );

export const useRevokeShare = () =>
  useTeamChange(async (id: string) => expectOk(await api.api.team["shared-jobs"][":id"].$delete({ param: { id } })), { jobsToo: true });

export const useTransferTeam = () => useTeamChange(async (memberId: string) => void (await readJson(await api.api.team.transfer.$post({ json: { memberId } }))));

export const useDissolveTeam = () => useTeamChange(async () => expectOk(await api.api.team.$delete()), { jobsToo: true });
