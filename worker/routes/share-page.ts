import { type Context, Hono } from "hono";
import { MARKUP_RENDITION_EDGE, PHOTO_MAX_BYTES } from "../../shared/constants";
import { MEASUREMENTS_PER_JOB_MAX } from "../../shared/schemas/measurement";
import {
  type SharedMeasurementCreated,
  SharedMeasurementCreateSchema,
  SharedPhotoFieldsSchema,
  type SharedPhotoCreated,
  type SharedView,
} from "../../shared/schemas/share";
import { sharedPath } from "../../shared/domain/qr-share-state";
import { isMetric } from "../../shared/domain/units";
import { ReportQuerySchema } from "../../shared/schemas/document";
import { MarkedChangesFieldsSchema, ProofDecisionSchema } from "../../shared/schemas/file";
import { lengthUnitOf } from "../db/queries/account";
import { reportRows } from "../db/queries/documents";
import { insertMeasurement, isReplay, measurementsOf } from "../db/queries/measurements";
import { findLinkFile, sharedFilesOf } from "../db/queries/files";
import { findJobPhoto, photosOf } from "../db/queries/photos";
import { type DecisionWrite, type ProofRow, decideProof, findJobProof, proofRow, proofsOf } from "../db/queries/proofs";
import type { JobGrant } from "../db/queries/access";
import { recordShareView } from "../db/queries/qr-shares";
import { toSharedFile, toSharedProof } from "../dto/file";
import { toSharedJob, toSharedMeasurement, toSharedPhoto } from "../dto/share-page-view";
import type { AppBindings } from "../env";
import { AppError, jobGone } from "../lib/errors";
import { isId, requireShareLink } from "../lib/job-access";
import { LINK_MARKS, LINK_MEASUREMENTS, LINK_PHOTOS, LINK_REPORTS, clientAddress, linkThrottleKeys, takeThrottleSlot } from "../lib/throttle";
import { fieldsOtherThan, parseFields, readForm } from "../lib/form-fields";
import { type ImageRule, PHOTO_FORM_MAX_BYTES, putImage, readPhotoUpload, requireImage, storePhoto } from "../lib/photo-upload";
import { proofMarksKey } from "../storage/keys";
import { jobObjects, storeThenWrite } from "../storage/in-flight";
import { serveStoredFile, servingOf } from "../lib/stored-file";
import { photoCacheControl, serveStoredImage } from "../lib/stored-image";
import { validate } from "../lib/validator";
import { acceptsUpload } from "../middleware/body-policy";
import { appOrigin } from "../middleware/origin-check";
import { jobFileName, reportInput } from "../documents/document-input";
import { pdfDownload, pdfHead } from "../documents/pdf-response";
import { drawPdf } from "../documents/pdf-service";

type LinkContext = Context<AppBindings>;

/** A client's marks come as the design with them drawn on, as the markup tool renders a photo's. */
const MARKED_DESIGN_RULE: ImageRule = { label: "the marked design", maxBytes: PHOTO_MAX_BYTES, maxEdge: MARKUP_RENDITION_EDGE };
/** The image, and the name and comment beside it. */
const MARKED_FORM_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

async function linkProof(c: LinkContext, grant: JobGrant): Promise<ProofRow> {
  const proofId = c.req.param("proofId") ?? "";
  const proof = isId(proofId) ? await findJobProof(c.var.db, grant, proofId) : null;
  if (!proof) throw new AppError("not_found", "Proof not found");
  return proof;
}

/** Why a proof that is no longer pending cannot be answered: a newer version was sent, or it was answered. */
async function refuseAnswer(c: LinkContext, grant: JobGrant, proof: ProofRow): Promise<never> {
  const current = (await findJobProof(c.var.db, grant, proof.id)) ?? proof;
  if (current.status === "superseded") throw new AppError("conflict", "A newer version of this design has been sent; reload the page to see it.");
  throw new AppError("conflict", "This version of the design has already been answered.");
}

/** Records the client's answer on a pending proof, once: a second answer, or one on a superseded version, is a conflict. */
async function answerProof(c: LinkContext, grant: JobGrant, proof: ProofRow, write: Omit<DecisionWrite, "addressHash">): Promise<ProofRow> {
  const addressHash = await clientAddress(c.var.db, c.req);
  const decided = proof.status === "pending" ? await decideProof(c.var.db, grant, proof, { ...write, addressHash }) : null;
  return decided ?? refuseAnswer(c, grant, proof);
}

/** Mounted at /api/shared: the public view a share link opens, with no account. */
export const sharedRoutes = new Hono<AppBindings>()
  .get("/:token", async (c) => {
    const token = c.req.param("token");
    const { grant, share } = await requireShareLink(c, token, "view");
    const db = c.var.db;
    // Hono answers a HEAD with the GET handler; a HEAD reads only headers and is not a view, so its view statements change nothing.
    const visit = { address: await clientAddress(db, c.req), counts: c.req.method !== "HEAD" };
    const [, , , measurementRows, photoRows, fileRows, proofRows, unitRows] = await db.batch([
      ...recordShareView(db, grant, share, visit),
      measurementsOf(db, grant),
      photosOf(db, grant),
      sharedFilesOf(db, grant),
      proofsOf(db, grant),
      lengthUnitOf(db, grant.job.userId),
    ]);
    const body: SharedView = {
      job: toSharedJob(grant.job),
      measurements: measurementRows.map(toSharedMeasurement),
      photos: photoRows.map((row) => toSharedPhoto(row, token)),
      files: fileRows.map((row) => toSharedFile(row, token)),
      proofs: proofRows.map((row) => toSharedProof(proofRow(row), token)),
      accessLevel: share.accessLevel,
      metric: isMetric(unitRows[0]?.lengthUnit ?? "in"),
    };
    return c.json(body);
  })
  .get("/:token/report.pdf", validate("query", ReportQuerySchema), async (c) => {
    const options = c.req.valid("query");
    const token = c.req.param("token");
    const { grant, share } = await requireShareLink(c, token, "view");
    if (c.req.method === "HEAD") return pdfHead(c);
    const db = c.var.db;
    const visit = { address: await clientAddress(db, c.req), counts: true };
    await takeThrottleSlot(db, linkThrottleKeys("report", share.id, visit.address), LINK_REPORTS);
    const [rows] = await Promise.all([reportRows(db, grant), db.batch(recordShareView(db, grant, share, visit))]);
    const input = reportInput(grant.job, rows, options, "public", `${appOrigin(c)}${sharedPath(token)}`);
    const bytes = await drawPdf(() => c.env.PDF.report(input), c.var.config.pdfTimeoutMs);
    return pdfDownload(c, bytes, jobFileName(grant.job, "report"));
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
  .get("/:token/files/:fileId/:serving{download|preview}", async (c) => {
    const { grant } = await requireShareLink(c, c.req.param("token"), "view");
    const fileId = c.req.param("fileId");
    const file = isId(fileId) ? await findLinkFile(c.var.db, grant, fileId) : null;
    if (!file) throw new AppError("not_found", "File not found");
    return serveStoredFile(c.env.FILES, file, c.req.raw, servingOf(c.req.param("serving")), photoCacheControl(grant.via));
  })
  .post("/:token/proofs/:proofId/decision", validate("json", ProofDecisionSchema), async (c) => {
    const token = c.req.param("token");
    const { grant } = await requireShareLink(c, token, "view");
    const proof = await linkProof(c, grant);
    const { decision, name, comment } = c.req.valid("json");
    const decided = await answerProof(c, grant, proof, { decision, name, comment: comment ?? null, markedKey: null });
    return c.json(toSharedProof(decided, token), 201);
  })
  .post("/:token/proofs/:proofId/marked-changes", acceptsUpload(MARKED_FORM_MAX_BYTES), async (c) => {
    const token = c.req.param("token");
    const { grant, share } = await requireShareLink(c, token, "view");
    const proof = await linkProof(c, grant);
    if (proof.status !== "pending") await refuseAnswer(c, grant, proof);
    const addressHash = await clientAddress(c.var.db, c.req);
    await takeThrottleSlot(c.var.db, linkThrottleKeys("marks", share.id, addressHash), LINK_MARKS);
    const form = await readForm(c.req.raw, "marked");
    const { name, comment } = parseFields(MarkedChangesFieldsSchema, fieldsOtherThan(form, ["marked"]));
    const marked = await requireImage(form, "marked", MARKED_DESIGN_RULE);
    const key = proofMarksKey(grant.job.id, proof.fileId, proof.id, crypto.randomUUID());
    const write = { decision: "changes_requested", name, comment: comment ?? null, markedKey: key, addressHash } as const;
    const decided = await storeThenWrite(c.var.db, c.env.FILES, jobObjects(grant.job.id, [key]), {
      store: () => putImage(c.env.FILES, key, marked),
      write: () => decideProof(c.var.db, grant, proof, write),
      named: (row) => row !== null,
    });
    return c.json(toSharedProof(decided ?? (await refuseAnswer(c, grant, proof)), token), 201);
  })
  .get("/:token/proofs/:proofId/marked", async (c) => {
    const { grant } = await requireShareLink(c, c.req.param("token"), "view");
    const proof = await linkProof(c, grant);
    if (!proof.markedKey) throw new AppError("not_found", "No marks were sent with this design");
    return serveStoredImage(c.env.FILES, proof.markedKey, c.req.raw, photoCacheControl(grant.via));
  })
  .post("/:token/measurements", validate("json", SharedMeasurementCreateSchema), async (c) => {
    const { contributorName, measurement: input } = c.req.valid("json");
    const { grant, share } = await requireShareLink(c, c.req.param("token"), "edit");
    const db = c.var.db;
    const actor = { userId: grant.job.userId, viaLinkAs: contributorName };
    await takeThrottleSlot(db, linkThrottleKeys("measurement", share.id, await clientAddress(db, c.req)), LINK_MEASUREMENTS);
    const outcome = await insertMeasurement(db, actor, grant, input).catch(jobGone);
    if (!outcome) throw new AppError("conflict", `A job can hold at most ${MEASUREMENTS_PER_JOB_MAX} measurements.`);
    if (!outcome.created && !isReplay(input, outcome.measurement, grant)) throw new AppError("conflict", "A different measurement already has this id.");
    const body: SharedMeasurementCreated = { measurement: toSharedMeasurement(outcome.measurement), totalSquareFeet: outcome.job.totalSquareFeet };
    return c.json(body, 201);
  })
  .post("/:token/photos", acceptsUpload(PHOTO_FORM_MAX_BYTES), async (c) => {
    const token = c.req.param("token");
    const { grant, share } = await requireShareLink(c, token, "edit");
    await takeThrottleSlot(c.var.db, linkThrottleKeys("photo", share.id, await clientAddress(c.var.db, c.req)), LINK_PHOTOS);
    const upload = await readPhotoUpload(c.req.raw);
    const { contributorName, ...fields } = parseFields(SharedPhotoFieldsSchema, upload.fields);
    const photo = await storePhoto(c.env.FILES, c.var.db, { userId: grant.job.userId, viaLinkAs: contributorName }, grant, upload, fields);
    const body: SharedPhotoCreated = { photo: toSharedPhoto(photo, token) };
    return c.json(body, 201);
  });
