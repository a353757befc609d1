/**
 * The photos chosen for upload, per job, kept above the Photos tab so leaving the tab before tapping Upload loses
 * none of them. Each is resized in turn as soon as it is chosen (one at a time across jobs, so a dozen camera photos
 * never sit decoded in memory at once); its preview URL is freed when it leaves the list. Nothing outlives the
 * signed-in user.
 */
import { onUserDataWipe } from "../../lib/user-storage";
import { UnreadablePhotoError, resizePhoto } from "../../lib/photo-resize";
import { uuidv7 } from "../../lib/uuidv7";
import { type ChosenPhoto, sortChosenFiles } from "./chosen-photos";

const NONE: ChosenPhoto[] = [];
const lists = new Map<string, ChosenPhoto[]>();
const listeners = new Set<() => void>();
let resizing = Promise.resolve();

function set(jobId: string, list: ChosenPhoto[]) {
  if (list.length) lists.set(jobId, list);
  else lists.delete(jobId);
  for (const listener of listeners) listener();
}

const isChosen = (jobId: string, id: string) => chosenPhotos(jobId).some((item) => item.id === id);
const update = (jobId: string, id: string, change: Partial<ChosenPhoto>) => set(jobId, chosenPhotos(jobId).map((item) => (item.id === id ? { ...item, ...change } : item)));

function freePreviews(items: ChosenPhoto[]) {
  for (const item of items) if (item.preview) URL.revokeObjectURL(item.preview);
}

async function prepare(jobId: string, item: ChosenPhoto) {
  if (!isChosen(jobId, item.id)) return;
  try {
    const resized = await resizePhoto(item.file);
    if (!isChosen(jobId, item.id)) return;
    update(jobId, item.id, { state: "ready", resized, preview: URL.createObjectURL(resized.thumb) });
  } catch (error) {
    if (!isChosen(jobId, item.id)) return;
    update(jobId, item.id, { state: "unreadable", problem: error instanceof UnreadablePhotoError ? error.message : `${item.file.name} could not be prepared for upload.` });
  }
}

export const chosenPhotos = (jobId: string): ChosenPhoto[] => lists.get(jobId) ?? NONE;

export function subscribeChosenPhotos(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Adds the images among `files` to the job's list and queues each to be resized; answers why any others were not added. */
export function choosePhotos(jobId: string, files: File[]): string | null {
  const sorted = sortChosenFiles(files, chosenPhotos(jobId).map((item) => item.file));
  const added: ChosenPhoto[] = sorted.images.map((file) => ({ id: uuidv7(), file, state: "preparing", resized: null, preview: null, problem: null }));
  if (added.length) set(jobId, [...chosenPhotos(jobId), ...added]);
  for (const item of added) resizing = resizing.then(() => prepare(jobId, item));
  return sorted.refusal;
}

/** Drops these photos from the job's list (removed, or handed to the outbox), freeing their previews. */
export function unchoosePhotos(jobId: string, ids: string[]) {
  const list = chosenPhotos(jobId);
  freePreviews(list.filter((item) => ids.includes(item.id)));
  set(jobId, list.filter((item) => !ids.includes(item.id)));
}

onUserDataWipe(() => {
  for (const list of lists.values()) freePreviews(list);
  lists.clear();
  for (const listener of listeners) listener();
});
