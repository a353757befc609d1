/** A job's backups: started here, made by the Worker's queue, polled while pending. */
import { type QueryClient, type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sentOnce } from "../../shared/http-headers";
import type { Backup, BackupCreateInput, BackupSettings } from "../../shared/schemas/backup";
import { api } from "./client";
import { formUpload } from "./form-upload";
import { ApiError, expectOk, readJson } from "./http";
import { jobKeys, refreshJobLists } from "./jobs";

const POLL_MS = 2000;
const backupKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "backups"] as const,
  mine: ["backups", "mine"] as const,
  settings: ["backups", "settings"] as const,
};

async function fetchBackups(jobId: string): Promise<Backup[]> {
  return readJson(await api.api.backups.$get({ query: { jobId } }));
}

const anyPending = (backups: Backup[] | undefined) => backups?.some((backup) => backup.status === "pending") ?? false;

/** A list read this recently is not read again when the Backup tab opens on it: the page's own start has just read it. */
const JUST_READ_MS = 10_000;

/**
 * Read again when the Backup tab opens, unless just read: the nightly run, pruning and other devices add and remove
 * backups without this app knowing. Polled while one is being made.
 */
export const jobBackupsQuery = (jobId: string) =>
  queryOptions({
    queryKey: backupKeys.list(jobId),
    queryFn: () => fetchBackups(jobId),
    staleTime: JUST_READ_MS,
    refetchOnMount: true,
    refetchInterval: (query) => (anyPending(query.state.data) ? POLL_MS : false),
  });

export function useJobBackups(jobId: string) {
  return useQuery(jobBackupsQuery(jobId));
}

const listKey = (jobId: string | null) => (jobId ? backupKeys.list(jobId) : backupKeys.mine);

/** A backup answering 404 was pruned or deleted elsewhere: its list is read again, so the row goes. */
function refreshWhenGone(queryClient: QueryClient, queryKey: QueryKey) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) void queryClient.invalidateQueries({ queryKey });
  };
}

/** Reads a list of backups again (a job's, or with null the account's exports): a download cannot tell the app its backup was gone. */
export function useRefreshBackups(jobId: string | null) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: listKey(jobId) });
}

/**
 * The started backup is in its list as soon as the server answers, so its progress is polled: the list read again
 * can miss it, as a read already on its way when the list was first shown answers for that one too.
 */
async function listStarted(queryClient: QueryClient, queryKey: QueryKey, started: Backup) {
  await queryClient.invalidateQueries({ queryKey });
  queryClient.setQueryData<Backup[]>(queryKey, (list = []) => (list.some((backup) => backup.id === started.id) ? list : [started, ...list]));
}

export function useStartBackup(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (type: BackupCreateInput["type"]) => readJson(await api.api.jobs[":jobId"].backup.$post({ param: { jobId }, json: { type } })),
    onSuccess: (started) => listStarted(queryClient, backupKeys.list(jobId), started),
  });
}

export function useDeleteBackup(jobId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectOk(await api.api.backups[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(jobId) }),
    onError: refreshWhenGone(queryClient, listKey(jobId)),
  });
}

/** The account's exports, newest first: read again whenever the dialog opens, polled while one is being made. */
export function useAccountExports() {
  return useQuery({
    queryKey: backupKeys.mine,
    queryFn: async () => (await readJson(await api.api.backups.$get({ query: {} }))).filter((backup) => backup.backupType === "account"),
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: (query) => (anyPending(query.state.data) ? POLL_MS : false),
  });
}

export function useStartAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.api.account.export.$post()),
    onSuccess: (started) => listStarted(queryClient, backupKeys.mine, started),
  });
}

export const backupSettingsQuery = queryOptions({ queryKey: backupKeys.settings, queryFn: async () => readJson(await api.api.account["backup-settings"].$get()) });

export function useBackupSettings() {
  return useQuery(backupSettingsQuery);
}

export function useSetBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BackupSettings) => readJson(await api.api.account["backup-settings"].$put({ json: settings })),
    onSuccess: (settings) => queryClient.setQueryData(backupKeys.settings, settings),
  });
}

/** Restores one of the job's backups as a new job, under one key per restore asked for: a retry after a lost answer makes no second copy. */
export function useRestoreBackup(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      readJson(await api.api.backups[":id"].restore.$post({ param: { id } }, sentOnce(idempotencyKey))),
    onSuccess: () => refreshJobLists(queryClient),
    onError: refreshWhenGone(queryClient, listKey(jobId)),
  });
}

/** Uploads a backup zip downloaded earlier; the Worker restores it as a new job. */
export function useImportBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, idempotencyKey }: { file: File; idempotencyKey: string }) => {
      const form = new FormData();
      form.set("file", file, file.name);
      return readJson(await api.api.backups.import.$post({}, { ...formUpload(form), ...sentOnce(idempotencyKey) }));
    },
    onSuccess: () => refreshJobLists(queryClient),
  });
}

export const backupDownloadUrl = (id: string) => `/api/backups/${id}/download`;
