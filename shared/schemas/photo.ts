import * as z from "zod";
import { absentAs, clientId, editBase, lineOf } from "./fields";
import { toNumber } from "../domain/number-text";
import { PHOTO_CAPTION_MAX } from "../constants";
import { PHOTO_CATEGORIES, type PhotoCategory } from "../domain/vocabulary";

const category = z.enum(PHOTO_CATEGORIES, { error: `Category must be one of ${PHOTO_CATEGORIES.join(", ")}` });

/** The text parts of a photo upload (the multipart form's fields beside the file). */
export const PhotoUploadFieldsSchema = z
  .object({
    id: absentAs(clientId.optional(), undefined),
    caption: absentAs(lineOf(PHOTO_CAPTION_MAX).optional(), undefined),
    category: absentAs(category.default("general"), undefined),
  })
  .strict();
export type PhotoUploadFields = z.output<typeof PhotoUploadFieldsSchema>;

/** Caption and category edits, with the values they were made from (`base`, see worker/lib/edits.ts); an empty caption clears it. */
export const PhotoPatchSchema = z
  .object({ caption: absentAs(lineOf(PHOTO_CAPTION_MAX).nullable().optional(), null), category: category.optional(), base: editBase(["caption", "category"]) })
  .strict()
  .refine((patch) => patch.caption !== undefined || patch.category !== undefined, "Change the caption or the category");
export type PhotoPatch = z.output<typeof PhotoPatchSchema>;

/** The markup version a change was made on, so a change over someone else's newer one is refused. */
const baseVersion = z.preprocess(toNumber, z.number({ error: "baseVersion must be a whole number" }).int("baseVersion must be a whole number").min(0, "baseVersion must be a whole number"));

/** The text part of a markup save. */
export const MarkupSaveFieldsSchema = z.object({ markup: z.string().max(512 * 1024, "The markup is too large to save"), baseVersion }).strict();
export const MarkupRemoveQuerySchema = z.object({ baseVersion });

/** The thumbnail field of an upload: a small image the browser made, at most this many bytes and pixels on its long edge. */
export const PHOTO_THUMB_MAX_BYTES = 512 * 1024;
export const PHOTO_THUMB_MAX_EDGE = 800;

export type Photo = {
  id: string;
  jobId: string;
  filename: string;
  caption: string | null;
  category: PhotoCategory;
  width: number | null;
  height: number | null;
  byteSize: number | null;
  /** The picture to show: the annotated rendition when there is markup, else the original. */
  url: string;
  thumbnailUrl: string;
  originalUrl: string;
  hasMarkup: boolean;
  markupVersion: number;
  createdAt: string;
};
