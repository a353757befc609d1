import { z } from "zod";
import { absentAs, boundedText, clientId } from "./fields";
import { PHOTO_CAPTION_MAX } from "../constants";
import { PHOTO_CATEGORIES } from "../domain/vocabulary";

/** The text parts of a photo upload (the multipart form's fields beside the file). */
export const PhotoUploadFieldsSchema = z.object({
  id: absentAs(clientId.optional(), undefined),
  caption: absentAs(boundedText(PHOTO_CAPTION_MAX).optional(), undefined),
  category: absentAs(z.enum(PHOTO_CATEGORIES, { error: `Category must be one of ${PHOTO_CATEGORIES.join(", ")}` }).default("general"), undefined),
});
export type PhotoUploadFields = z.output<typeof PhotoUploadFieldsSchema>;
