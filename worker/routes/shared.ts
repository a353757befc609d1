import { Hono } from "hono";
import { MEASUREMENTS_PER_JOB_MAX, MEASUREMENT_EDITABLE_FIELDS } from "../../shared/schemas/measurement";
import {
  type SharedMeasurementCreated,
  SharedMeasurementCreateSchema,
  SharedPhotoFieldsSchema,
  type SharedPhotoCreated,
  type SharedView,
} from "../../shared/schemas/share";
import { countMeasurements, findJobMeasurement, insertMeasurement, measurementsOf } from "../db/queries/measurements";
import { findJobPhoto, photosOf } from "../db/queries/photos";
import { recordShareView } from "../db/queries/qr-shares";
import { toSharedJob, toSharedMeasurement, toSharedPhoto } from "../dto/shared-view";
import type { AppBindings } from "../env";
import { sameValue } from "../lib/edits";
import { AppError, jobGone } from "../lib/errors";
import { isId, requireShareLink } from "../lib/job-access";
import { PHOTO_FORM_MAX_BYTES, parseFields, readPhotoUpload, storePhoto } from "../lib/photo-upload";
import { photoCacheControl, serveStoredImage } from "../lib/stored-image";
import { validate } from "../lib/validator";
import { acceptsUpload } from "../middleware/body-policy";

/** Mounted at /api/shared: the public view a share link opens, with no account. */
export const sharedRoutes = new Hono<AppBindings>()
  .get("/:token", async (c) => {
    const token = c.req.param("token");
    const { grant, share } = await requireShareLink(c, token, "view");
    const db = c.var.db;
    const [, , measurementRows, photoRows] = await db.batch([...recordShareView(db, grant, share), measurementsOf(db, grant), photosOf(db, grant)]);
    const body: SharedView = {
      job: toSharedJob(grant.job),
      measurements: measurementRows.map(toSharedMeasurement),
      photos: photoRows.map((row) => toSharedPhoto(row, token)),
      accessLevel: share.accessLevel,
    };
    return c.json(body);
  })
  .get("/:token/photos/:photoId/:size{thumb}?", async (c) => {
    const { grant } = await requireShareLink(c, c.req.param("token"), "view");
    const photoId = c.req.param("photoId");
    const photo = isId(photoId) ? await findJobPhoto(c.var.db, grant, photoId) : null;
    if (!photo) throw new AppError("not_found", "Photo not found");
    const full = photo.annotatedKey ?? photo.storageKey;
    const key = c.req.param("size") ? (photo.annotatedKey ? photo.annotatedThumbKey : photo.thumbKey) ?? full : full;
    return serveStoredImage(c.env.FILES, key, c.req.raw, photoCacheControl(grant.via));
  })
  .post("/:token/measurements", validate("json", SharedMeasurementCreateSchema), async (c) => {
    const { contributorName, measurement: input } = c.req.valid("json");
    const { grant } = await requireShareLink(c, c.req.param("token"), "edit");
    const db = c.var.db;
    if ((await countMeasurements(db, grant)) >= MEASUREMENTS_PER_JOB_MAX) {
      throw new AppError("conflict", `A job can hold at most ${MEASUREMENTS_PER_JOB_MAX} measurements.`);
    }
    const change = await insertMeasurement(db, { userId: grant.job.userId, viaLinkAs: contributorName }, grant, input).catch(jobGone);
    if (change) {
      const body: SharedMeasurementCreated = { measurement: toSharedMeasurement(change.measurement), totalSquareFeet: change.job.totalSquareFeet };
      return c.json(body, 201);
    }
    const existing = await findJobMeasurement(db, grant, input.id!);
    if (existing && MEASUREMENT_EDITABLE_FIELDS.every((field) => sameValue(input[field], existing[field]))) {
      const body: SharedMeasurementCreated = { measurement: toSharedMeasurement(existing), totalSquareFeet: grant.job.totalSquareFeet };
      return c.json(body, 201);
    }
    throw new AppError("conflict", "A different measurement already has this id.");
  })
  .post("/:token/photos", acceptsUpload(PHOTO_FORM_MAX_BYTES), async (c) => {
    const token = c.req.param("token");
    const { grant } = await requireShareLink(c, token, "edit");
    const upload = await readPhotoUpload(c.req.raw);
    const { contributorName, ...fields } = parseFields(SharedPhotoFieldsSchema, upload.fields);
    const photo = await storePhoto(c.env.FILES, c.var.db, { userId: grant.job.userId, viaLinkAs: contributorName }, grant, upload, fields);
    const body: SharedPhotoCreated = { photo: toSharedPhoto(photo, token) };
    return c.json(body, 201);
  });
