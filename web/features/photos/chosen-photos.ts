/** The uploader's list: which chosen files may go, and each one's state while it is made ready. */
import { countOf } from "../../lib/format";
import { type ResizedPhoto, SOURCE_MAX_BYTES } from "../../lib/photo-resize";

type ChosenState = "preparing" | "ready" | "unreadable";
export type ChosenPhoto = { id: string; file: File; state: ChosenState; resized: ResizedPhoto | null; preview: string | null; problem: string | null };

const MEGABYTE = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= MEGABYTE) return `${(bytes / MEGABYTE).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Spec §5: only files whose type starts with image/ are taken; the others are named so the user knows why. A file
 * already in the list (`chosen`), or picked twice at once, is taken once, so it is not uploaded twice.
 */
export function sortChosenFiles(files: File[], chosen: File[] = []): { images: File[]; refusal: string | null } {
  const seen = [...chosen];
  const fresh: File[] = [];
  const repeats: string[] = [];
  for (const file of files) {
    if (seen.some((other) => sameFile(other, file))) {
      repeats.push(file.name);
    } else {
      seen.push(file);
      fresh.push(file);
    }
  }
  const images = fresh.filter((file) => file.type.startsWith("image/") && file.size <= SOURCE_MAX_BYTES);
  const notImages = fresh.filter((file) => !file.type.startsWith("image/")).map((file) => file.name);
  const tooLarge = fresh.filter((file) => file.type.startsWith("image/") && file.size > SOURCE_MAX_BYTES).map((file) => file.name);
  const reasons = [
    notImages.length ? `${notImages.join(", ")} ${notImages.length === 1 ? "is not an image" : "are not images"}` : null,
    tooLarge.length ? `${tooLarge.join(", ")} ${tooLarge.length === 1 ? "is" : "are"} larger than ${formatBytes(SOURCE_MAX_BYTES)}` : null,
    repeats.length ? `${repeats.join(", ")} ${repeats.length === 1 ? "is" : "are"} already chosen` : null,
  ].filter(Boolean);
  const left = notImages.length + tooLarge.length + repeats.length;
  return { images, refusal: reasons.length ? `${reasons.join("; ")}, so ${left === 1 ? "it was" : "they were"} not added.` : null };
}

export const waitingToUpload = (list: ChosenPhoto[]) => list.filter((item) => item.state === "ready" && item.resized !== null);


export function uploadLabel(list: ChosenPhoto[]): string {
  return `Upload ${countOf(waitingToUpload(list).length, "photo")}`;
}
