/**
 * The app's job-file outbox: the photo outbox's machinery (web/offline) with its own IndexedDB
 * database, uploads through the files API, and files that arrive put straight into their job's
 * list. It drains at start, when the signal returns and when the app comes back to the front.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { JobFile } from "../../../shared/schemas/file";
import { fileArrived, uploadFile } from "../../api/files";
import { ApiError } from "../../api/http";
import { onUserDataWipe } from "../../lib/user-storage";
import { idbOutboxStorage } from "../../offline/idb-outbox-storage";
import { type OutboxEntry, RefusedUpload, createUploadOutbox } from "../../offline/photo-outbox";

export type OutboxFile = OutboxEntry & { file: Blob; filename: string; category: string };

const retryLater = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;

/** The server's file, or null when it had the file and it has been deleted since (nothing left to send). */
async function send(item: OutboxFile): Promise<JobFile | null> {
  try {
    return await uploadFile(item);
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return null;
    if (error instanceof ApiError && !retryLater(error.status)) throw new RefusedUpload(error.serverMessage || "The file could not be uploaded. Please try again.");
    throw error;
  }
}

const RETRY_MS = 30_000;

let deliver: (file: JobFile) => void = () => {};

export const fileOutbox = createUploadOutbox<JobFile | null, OutboxFile>({
  storage: idbOutboxStorage<OutboxFile>("wrappilot-file-outbox", "files"),
  send,
  onSent: (file) => file && deliver(file),
});

onUserDataWipe(() => fileOutbox.close());

export function useFileOutboxSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    deliver = (file) => void fileArrived(queryClient, file);
    const drain = () => void fileOutbox.drain().catch(() => undefined);
    const onVisible = () => document.visibilityState === "visible" && drain();
    fileOutbox.open(userId).then(drain, () => undefined);
    const retry = window.setInterval(() => navigator.onLine && fileOutbox.list().some((item) => item.state === "waiting") && drain(), RETRY_MS);
    window.addEventListener("online", drain);
    window.addEventListener("focus", drain);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener("online", drain);
      window.removeEventListener("focus", drain);
      document.removeEventListener("visibilitychange", onVisible);
      deliver = () => {};
    };
  }, [queryClient, userId]);
}

export function useOutboxFiles(): OutboxFile[] {
  return useSyncExternalStore(fileOutbox.subscribe, fileOutbox.list);
}
