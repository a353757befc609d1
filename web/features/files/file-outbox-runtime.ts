/** The app's job-file outbox: files kept in their own IndexedDB database until the server has them, then put into their job's list. */
import { fileArrived, uploadFile } from "../../api/files";
import { jobScope } from "../../api/jobs";
import { sendUpload } from "../../api/upload-send";
import { idbOutboxStorage } from "../../offline/idb-outbox-storage";
import type { OutboxEntry } from "../../offline/photo-outbox";
import { createUploadRuntime } from "../../offline/upload-runtime";

export type OutboxFile = OutboxEntry & { file: Blob; filename: string; category: string };

const runtime = createUploadRuntime({
  storage: idbOutboxStorage<OutboxFile>("wrappilot-file-outbox", "files"),
  send: sendUpload(uploadFile, "The file could not be uploaded. Please try again."),
  arrived: fileArrived,
  writeScope: (item) => jobScope(item.jobId).id,
});

export const fileOutbox = runtime.outbox;
export const useFileOutboxSync = runtime.useOutboxSync;
export const useOutboxFiles = runtime.useOutboxItems;
