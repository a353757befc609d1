import { Hono } from "hono";
import { MARKUP_RENDITION_EDGE } from "../../shared/constants";
import { type Markup, MarkupSchema } from "../../shared/schemas/markup";
import { MarkupRemoveQuerySchema, MarkupSaveFieldsSchema } from "../../shared/schemas/photo";
import type { PhotoRow } from "../db/queries/photo-columns";
import { findJobPhoto, findPhotoMarkup, removeMarkup, saveMarkup } from "../db/queries/photos";
import { toPhotoDto } from "../dto/photo";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";
import { requireGrant } from "../lib/job-access";
import { fieldsOtherThan, parseFields, readForm } from "../lib/form-fields";
import { PHOTO_FORM_MAX_BYTES, putImage, requireImage, requireRendition, requireThumbnail } from "../lib/photo-upload";
import { describeIssues, validate } from "../lib/validator";
import { acceptsUpload } from "../middleware/body-policy";
import { requireUser } from "../middleware/session";
import { allStored, jobObjects, storeThenWrite } from "../storage/in-flight";
import { annotatedKeys } from "../storage/keys";

const CHANGED_MEANWHILE = "This photo's markup was changed meanwhile. Reopen it to see the latest.";

const oldRenditions = (photo: PhotoRow) => [photo.annotatedKey, photo.annotatedThumbKey].filter((key): key is string => key !== null);

function parseMarkup(json: string, photo: PhotoRow): Markup {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AppError("validation_failed", "markup: Not valid JSON.");
  }
  const parsed = MarkupSchema.safeParse(value);
  if (!parsed.success) throw new AppError("validation_failed", describeIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ["markup", ...issue.path] }))));
  const { width, height } = parsed.data;
  // A photo stored without the browser's resize keeps its EXIF orientation, so a browser shows it turned a quarter.
  const fits = (width === photo.width && height === photo.height) || (width === photo.height && height === photo.width);
  if (photo.width && photo.height && !fits) {
    throw new AppError("validation_failed", `markup: Drawn on a ${parsed.data.width}×${parsed.data.height} image, but the photo is ${photo.width}×${photo.height}.`);
  }
  return parsed.data;
}

/** Mounted at /api/photos: a photo's markup shapes (re-editable) and its annotated renditions. The original is never changed. */
export const photoMarkupRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/:id/markup", async (c) => {
    const { photo } = await requireGrant(c, "photo", c.req.param("id"), "view");
    const saved = await findPhotoMarkup(c.var.db, photo);
    if (!saved) throw new AppError("not_found", "Photo not found");
    return c.json(saved);
  })
  .put("/:id/markup", acceptsUpload(PHOTO_FORM_MAX_BYTES), async (c) => {
    const { grant, photo } = await requireGrant(c, "photo", c.req.param("id"), "edit");
    const form = await readForm(c.req.raw, "annotated");
    const fields = parseFields(MarkupSaveFieldsSchema, fieldsOtherThan(form, ["annotated", "annotatedThumb"]));
    const markup = parseMarkup(fields.markup, photo);
    if (fields.baseVersion !== photo.markupVersion) throw new AppError("conflict", CHANGED_MEANWHILE);
    const annotated = await requireImage(form, "annotated");
    if (Math.max(annotated.image.width, annotated.image.height) > MARKUP_RENDITION_EDGE) {
      throw new AppError("validation_failed", `annotated: The marked-up image can be at most ${MARKUP_RENDITION_EDGE} pixels on its long edge.`);
    }
    requireRendition("annotated", { width: markup.width, height: markup.height, name: "photo" }, { ...annotated.image, name: "marked-up image" });
    const annotatedThumb = await requireThumbnail(form, "annotatedThumb");
    requireRendition("annotatedThumb", { ...annotated.image, name: "marked-up image" }, { ...annotatedThumb.image, name: "thumbnail" });
    const keys = annotatedKeys(grant.job.id, photo.id, crypto.randomUUID());
    const saved = await storeThenWrite(c.var.db, c.env.FILES, jobObjects(grant.job.id, [keys.full, keys.thumb, ...oldRenditions(photo)]), {
      store: () => allStored([putImage(c.env.FILES, keys.full, annotated), putImage(c.env.FILES, keys.thumb, annotatedThumb)]),
      write: () => saveMarkup(c.var.db, { userId: c.var.user.id }, grant, photo, { markup, annotatedKey: keys.full, annotatedThumbKey: keys.thumb, baseVersion: fields.baseVersion }),
      named: () => false,
    });
    if (!saved) {
      if (!(await findJobPhoto(c.var.db, grant, photo.id))) throw new AppError("not_found", "Photo not found");
      throw new AppError("conflict", CHANGED_MEANWHILE);
    }
    return c.json(toPhotoDto(saved));
  })
  .delete("/:id/markup", validate("query", MarkupRemoveQuerySchema), async (c) => {
    const { baseVersion } = c.req.valid("query");
    const { grant, photo } = await requireGrant(c, "photo", c.req.param("id"), "edit");
    if (!photo.hasMarkup) return c.json(toPhotoDto(photo));
    if (baseVersion !== photo.markupVersion) throw new AppError("conflict", CHANGED_MEANWHILE);
    const cleared = await storeThenWrite(c.var.db, c.env.FILES, jobObjects(grant.job.id, oldRenditions(photo)), {
      write: () => removeMarkup(c.var.db, { userId: c.var.user.id }, grant, photo, baseVersion),
      named: () => false,
    });
    if (!cleared) throw new AppError("conflict", CHANGED_MEANWHILE);
    return c.json(toPhotoDto(cleared));
  });
