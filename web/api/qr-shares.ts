/**
 * A job's share links. Creating one is deliberately not retried with an Idempotency-Key: its
 * answer holds the token, which the server never stores, so a retry makes a new link instead.
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sentOnce } from "../../shared/http-headers";
import type { CreatedQrShare, QrShare, QrShareCreateInput } from "../../shared/schemas/share";
import { api } from "./client";
import { type ApiError, readJson } from "./http";
import { jobKeys, liveJobScope } from "./jobs";
import { putAnswer } from "./landed";
import { byCodeUnits } from "../../shared/domain/text-order";

const qrShareKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "qr-shares"] as const,
};

export type CreateQrShareVariables = { jobId: string; input: QrShareCreateInput };
export type DeactivateQrShareVariables = { jobId: string; id: string; idempotencyKey: string };

async function fetchQrShares(jobId: string): Promise<QrShare[]> {
  return readJson(await api.api.jobs[":jobId"]["qr-shares"].$get({ param: { jobId } }));
}

export const qrSharesQuery = (jobId: string) => queryOptions({ queryKey: qrShareKeys.list(jobId), queryFn: () => fetchQrShares(jobId) });

export function useQrShares(jobId: string) {
  return useQuery(qrSharesQuery(jobId));
}

async function createQrShare({ jobId, input }: CreateQrShareVariables): Promise<CreatedQrShare> {
  return readJson(await api.api.jobs[":jobId"]["qr-share"].$post({ param: { jobId }, json: input }));
}

async function deactivateQrShare({ id, idempotencyKey }: DeactivateQrShareVariables): Promise<QrShare> {
  return readJson(await api.api["qr-shares"][":id"].deactivate.$post({ param: { id } }, sentOnce(idempotencyKey)));
}

const withoutSecrets = ({ shareToken: _token, shareUrl: _url, qrCode: _qr, ...share }: CreatedQrShare): QrShare => share;

function putInList(queryClient: QueryClient, share: QrShare) {
  return putAnswer<QrShare[]>(queryClient, qrShareKeys.list(share.jobId), (list) =>
    list ? [share, ...list.filter((item) => item.id !== share.id)].sort((a, b) => byCodeUnits(b.createdAt, a.createdAt)) : list,
  );
}

export function useCreateQrShare(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<CreatedQrShare, ApiError | Error, CreateQrShareVariables>({
    scope: liveJobScope(jobId),
    mutationFn: createQrShare,
    onSuccess: async (created) => {
      // A list read still on its way began before this link existed and would answer without it: putInList drops it, then it is read again.
      await putInList(queryClient, withoutSecrets(created));
      void queryClient.invalidateQueries({ queryKey: qrShareKeys.list(created.jobId) });
    },
  });
}

export function useDeactivateQrShare(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<QrShare, ApiError | Error, DeactivateQrShareVariables>({
    scope: liveJobScope(jobId),
    mutationFn: deactivateQrShare,
    onSuccess: (share) => putInList(queryClient, share),
  });
}
