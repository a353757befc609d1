import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_HEADER } from "../../shared/http-headers";
import { makeJob } from "../test/job-fixture";
import { jsonResponse, recordFetch } from "../test/render";
import { jobBackupsQuery, useAccountExports, useJobBackups, useDeleteBackup, useImportBackup, useRestoreBackup, useStartAccountExport } from "./backups";
import { clientKeys, jobKeys } from "./jobs";
import { createQueryClient } from "./query-client";

function withCachedLists() {
  const queryClient = createQueryClient({ onUnauthorized: () => {} });
  queryClient.setQueryData(jobKeys.lists(), { pages: [], pageParams: [] });
  queryClient.setQueryData(jobKeys.stats(), { total: 1 });
  queryClient.setQueryData(clientKeys.all, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const stale = () => [jobKeys.lists(), jobKeys.stats(), clientKeys.all].map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
  return { wrapper, stale };
}

describe("restoring a backup", () => {
  it("refreshes the job lists, the dashboard's counts and the saved clients once a backup is restored", async () => {
    const calls = recordFetch(() => jsonResponse(makeJob({ id: "restored", createdAt: "2026-11-01T10:00:00.000Z" }), 201));
    const { wrapper, stale } = withCachedLists();
    const { result } = renderHook(() => useRestoreBackup("j1"), { wrapper });
    await result.current.mutateAsync({ id: "b1", idempotencyKey: "k1" });
    expect(stale()).toEqual([true, true, true]);
    expect(calls[0]!.headers.get(IDEMPOTENCY_HEADER), "a retry after a lost answer makes no second job").toBe("k1");
  });

  it("does the same for a backup zip imported from the device", async () => {
    const calls = recordFetch(() => jsonResponse(makeJob({ id: "imported", createdAt: "2026-11-01T10:00:00.000Z" }), 201));
    const { wrapper, stale } = withCachedLists();
    const { result } = renderHook(() => useImportBackup(), { wrapper });
    await result.current.mutateAsync({ file: new File(["PK"], "backup.zip", { type: "application/zip" }), idempotencyKey: "k2" });
    expect(stale()).toEqual([true, true, true]);
    expect(calls[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe("k2");
  });
});

describe("a backup gone meanwhile", () => {
  it("has its job's list read again when deleting it answers 404, and not when another failure does", async () => {
    let status = 404;
    recordFetch(() => jsonResponse({ message: "Backup not found", code: "not_found", requestId: "r1" }, status));
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    const { queryKey } = jobBackupsQuery("j1");
    queryClient.setQueryData(queryKey, []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDeleteBackup("j1"), { wrapper });

    status = 500;
    await expect(result.current.mutateAsync("b1")).rejects.toThrow(/^500: /);
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
    status = 404;
    await expect(result.current.mutateAsync("b1")).rejects.toThrow(/^404: /);
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});

describe("exporting the account", () => {
  it("lists the started export, and so polls it, even when the list's first read was on its way before the export began", async () => {
    const started = { id: "e1", jobId: null, backupType: "account", status: "pending", fileName: "WrapPilot-account-2026-11-30.zip", fileSize: null, errorMessage: null, lastSyncAt: null, createdAt: "2026-11-30T10:00:00.000Z" };
    let answerFirstRead: (response: Response) => void = () => undefined;
    recordFetch((request) =>
      request.method === "POST" ? jsonResponse(started, 202) : new Promise<Response>((resolve) => (answerFirstRead = resolve)),
    );
    const { wrapper } = withCachedLists();
    const { result } = renderHook(() => ({ exports: useAccountExports(), start: useStartAccountExport() }), { wrapper });
    const exporting = result.current.start.mutateAsync();
    await waitFor(() => expect(result.current.start.isPending).toBe(true));
    setTimeout(() => answerFirstRead(jsonResponse([])), 20);
    await exporting;
    await waitFor(() => expect(result.current.exports.data?.map((backup) => backup.id)).toEqual(["e1"]));
  });
});

describe("a job's backup list", () => {
  it("is read once when the tab opens on the list the page has just read, and again when it opens later", async () => {
    const calls = recordFetch(() => jsonResponse([]));
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    await queryClient.prefetchQuery(jobBackupsQuery("j1"));

    const first = renderHook(() => useJobBackups("j1"), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    expect(calls).toHaveLength(1);

    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ["Date"] });
    try {
      const later = renderHook(() => useJobBackups("j1"), { wrapper });
      await waitFor(() => expect(calls).toHaveLength(2));
      later.unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
