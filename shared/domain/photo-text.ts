import { PHOTOS_PER_JOB_MAX } from "../constants";
import type { Photo } from "../schemas/photo";
import type { PhotoCategory } from "./vocabulary";

export const PHOTO_CATEGORY_LABELS: Record<PhotoCategory, string> = { general: "General", measurement: "Measurement", progress: "Progress", mockup: "Mockup" };

/** A photo's name to a screen reader: its caption, or its place in the job's list. */
export const photoAlt = (photo: Photo, index: number) => photo.caption ?? `Job photo ${index + 1}`;

/** The Worker's refusal of a photo for a job already full; the app knows it by these words (an outbox keeps a refusal's message only). */
export const PHOTO_JOB_FULL = `A job can hold at most ${PHOTOS_PER_JOB_MAX} photos.`;
