/** The app's one photo outbox: IndexedDB storage, uploads through the photos API, photos put into their job's list. */
import { photoArrived, uploadPhoto } from "../../api/photos";
import { jobScope } from "../../api/jobs";
import { PHOTO_JOB_FULL } from "../../../shared/domain/photo-text";
import { sendUpload } from "../../api/upload-send";
import { idbOutboxStorage } from "../../offline/idb-outbox-storage";
import type { OutboxPhoto } from "../../offline/photo-outbox";
import { createUploadRuntime } from "../../offline/upload-runtime";

const runtime = createUploadRuntime({
  storage: idbOutboxStorage<OutboxPhoto>(),
  send: sendUpload(uploadPhoto, "Failed to upload photo. Please try again."),
  arrived: photoArrived,
  writeScope: (item) => jobScope(item.jobId).id,
  refusesJob: (problem) => problem === PHOTO_JOB_FULL,
});

export const photoOutbox = runtime.outbox;
export const usePhotoOutboxSync = runtime.useOutboxSync;
export const useOutboxPhotos = runtime.useOutboxItems;
