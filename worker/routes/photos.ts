import { Hono } from "hono";
import { PhotoPatchSchema, PhotoUploadFieldsSchema } from "../../shared/schemas/photo";
import { deletePhoto, photosOf, updatePhoto } from "../db/queries/photos";
import { toPhotoDto } from "../dto/photo";
import type { AppBindings } from "../env";
import { changedFields, checkedFields, conflictingFields, editConflict, untilWritten } from "../lib/edits";
import { AppError } from "../lib/errors";
import { childrenOnRead, grantOnRead, requireGrant } from "../lib/job-access";
import { readSignedIn } from "../lib/signed-in-read";
import { parseFields } from "../lib/form-fields";
import { PHOTO_FORM_MAX_BYTES, readPhotoUpload, storePhoto } from "../lib/photo-upload";
import { photoCacheControl, serveStoredImage } from "../lib/stored-image";
import { validate } from "../lib/validator";
import { acceptsUpload } from "../middleware/body-policy";
import { oneTripRead, requireUser } from "../middleware/session";
import { photoPrefix } from "../storage/keys";
import { deleteObjectsUnder, sweepDeleted, waitUntilOf } from "../storage/objects";

/** Mounted at /api/jobs/:jobId/photos. */
export const jobPhotoRoutes = new Hono<AppBindings>()
  .get("/", oneTripRead(), async (c) => {
    const db = c.var.db;
    const { rows } = await readSignedIn(c, (me) =>
      childrenOnRead(db, me, c.req.param("jobId")!, "view", (grant) => photosOf(db, grant)),
    );
    return c.json(rows.map(toPhotoDto));
  })
  .use(requireUser)
  .post("/", acceptsUpload(PHOTO_FORM_MAX_BYTES), async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "edit");
    const upload = await readPhotoUpload(c.req.raw);
    const fields = parseFields(PhotoUploadFieldsSchema, upload.fields);
    const photo = await storePhoto(c.env.FILES, c.var.db, { userId: c.var.user.id }, grant, upload, fields);
    return c.json(toPhotoDto(photo), 201);
  });

/** Mounted at /api/photos. */
export const photoRoutes = new Hono<AppBindings>()
  .get("/:id/:variant{original|thumb|annotated|annotated-thumb}", oneTripRead(), async (c) => {
    const { grant, photo } = await readSignedIn(c, (me) => grantOnRead(c.var.db, me, "photo", c.req.param("id"), "view"));
    const variant = c.req.param("variant");
    const annotated = variant === "annotated" || variant === "annotated-thumb";
    const key = { original: photo.storageKey, thumb: photo.thumbKey ?? photo.storageKey, annotated: photo.annotatedKey, "annotated-thumb": photo.annotatedThumbKey }[variant];
    if (!key) throw new AppError("not_found", "This photo has no markup.");
    const current = !annotated || c.req.query("v") === String(photo.markupVersion);
    return serveStoredImage(c.env.FILES, key, c.req.raw, photoCacheControl(grant.via, current));
  })
  .use(requireUser)
  .patch("/:id", validate("json", PhotoPatchSchema), async (c) => {
    const { base, ...patch } = c.req.valid("json");
    const outcome = await untilWritten(async () => {
      const { photo } = await requireGrant(c, "photo", c.req.param("id"), "edit");
      const current = toPhotoDto(photo);
      const changed = changedFields(patch);
      const conflicts = conflictingFields(base, current, { ...current, ...patch }, changed);
      if (conflicts.length) return editConflict(c.var.requestId, conflicts, current);
      const updated = await updatePhoto(c.var.db, photo, patch, checkedFields(base, changed));
      return updated && { updated };
    });
    if ("conflict" in outcome) return c.json(outcome.conflict, 409);
    return c.json(toPhotoDto(outcome.updated), 200);
  })
  .delete("/:id", async (c) => {
    const { grant, photo } = await requireGrant(c, "photo", c.req.param("id"), "edit");
    const deleted = await deletePhoto(c.var.db, { userId: c.var.user.id }, grant, photo);
    await sweepDeleted(waitUntilOf(c), `photo ${photo.id}`, () => deleteObjectsUnder(c.env.FILES, photoPrefix(grant.job.id, photo.id)));
    if (!deleted) throw new AppError("not_found", "Photo not found");
    return c.body(null, 204);
  });
