import { Hono } from "hono";
import { PROOFS_PER_JOB_MAX } from "../../shared/constants";
import { PROOF_FILE_CATEGORIES } from "../../shared/domain/vocabulary";
import { FilePatchSchema, FileUploadFieldsSchema, ProofCreateSchema, renamedFilename } from "../../shared/schemas/file";
import { deleteFile, filesOf, updateFile } from "../db/queries/files";
import { answeredProofs, findJobProof, openProof, proofRows } from "../db/queries/proofs";
import { toDesignAnswer, toFileDto, toProofDto } from "../dto/file";
import type { AppBindings } from "../env";
import { isConstraintFailure, uniqueFailed } from "../lib/d1-errors";
import { changedFields, checkedFields, conflictingFields, editConflict, untilWritten } from "../lib/edits";
import { AppError, jobGone } from "../lib/errors";
import { FILE_FORM_MAX_BYTES, readFileUpload, storeFile } from "../lib/file-upload";
import { childrenOnRead, grantOnRead, isId, requireGrant } from "../lib/job-access";
import { parseFields } from "../lib/form-fields";
import { readSignedIn } from "../lib/signed-in-read";
import { serveStoredFile, servingOf } from "../lib/stored-file";
import { photoCacheControl, serveStoredImage } from "../lib/stored-image";
import { validate } from "../lib/validator";
import { acceptsUpload } from "../middleware/body-policy";
import { oneTripRead, requireUser } from "../middleware/session";
import { filePrefix } from "../storage/keys";
import { deleteObjectsUnder, sweepDeleted, waitUntilOf } from "../storage/objects";

/** Mounted at /api/jobs/:jobId. */
export const jobFileRoutes = new Hono<AppBindings>()
  .get("/files", oneTripRead(), async (c) => {
    const db = c.var.db;
    const { rows } = await readSignedIn(c, (me) => childrenOnRead(db, me, c.req.param("jobId")!, "view", (grant) => filesOf(db, grant)));
    return c.json(rows.map(toFileDto));
  })
  .use(requireUser)
  .post("/files", acceptsUpload(FILE_FORM_MAX_BYTES), async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "edit");
    const upload = await readFileUpload(c.req.raw);
    const fields = parseFields(FileUploadFieldsSchema, upload.fields);
    const file = await storeFile(c.env.FILES, c.var.db, { userId: c.var.user.id }, grant, upload, fields);
    return c.json(toFileDto(file), 201);
  })
  .get("/proofs", async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
    return c.json((await proofRows(c.var.db, grant)).map(toProofDto));
  })
  .get("/proofs/:proofId/marked", async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
    const proofId = c.req.param("proofId");
    const proof = isId(proofId) ? await findJobProof(c.var.db, grant, proofId) : null;
    if (!proof?.markedKey) throw new AppError("not_found", "No marks were sent with this design");
    return serveStoredImage(c.env.FILES, proof.markedKey, c.req.raw, photoCacheControl(grant.via));
  });

/** Mounted at /api/files. */
export const fileRoutes = new Hono<AppBindings>()
  .get("/:id/:serving{download|preview}", oneTripRead(), async (c) => {
    const { grant, file } = await readSignedIn(c, (me) => grantOnRead(c.var.db, me, "file", c.req.param("id"), "view"));
    return serveStoredFile(c.env.FILES, file, c.req.raw, servingOf(c.req.param("serving")), photoCacheControl(grant.via));
  })
  .use(requireUser)
  .patch("/:id", validate("json", FilePatchSchema), async (c) => {
    const { base, filename, ...fields } = c.req.valid("json");
    const outcome = await untilWritten(async () => {
      const { grant, file } = await requireGrant(c, "file", c.req.param("id"), "edit");
      const named = filename === undefined ? {} : { filename: renamedFilename(filename, file.filename, file.fileType) };
      if (named.filename === "") throw new AppError("validation_failed", "filename: Please enter a file name");
      const patch = { ...fields, ...named };
      const current = toFileDto(file);
      const changed = changedFields(patch);
      const conflicts = conflictingFields(base, current, { ...current, ...patch }, changed);
      if (conflicts.length) return editConflict(c.var.requestId, conflicts, current);
      const updated = await updateFile(c.var.db, { userId: c.var.user.id }, grant, file, patch, checkedFields(base, changed));
      return updated && { updated };
    });
    if ("conflict" in outcome) return c.json(outcome.conflict, 409);
    return c.json(toFileDto(outcome.updated), 200);
  })
  .delete("/:id", async (c) => {
    const { grant, file } = await requireGrant(c, "file", c.req.param("id"), "edit");
    const deleted = await deleteFile(c.var.db, { userId: c.var.user.id }, grant, file);
    await sweepDeleted(waitUntilOf(c), `file ${file.id}`, () => deleteObjectsUnder(c.env.FILES, filePrefix(grant.job.id, file.id)));
    if (!deleted) throw new AppError("not_found", "File not found");
    return c.body(null, 204);
  })
  .post("/:id/proof", validate("json", ProofCreateSchema), async (c) => {
    const { grant, file } = await requireGrant(c, "file", c.req.param("id"), "edit");
    if (!(PROOF_FILE_CATEGORIES as readonly string[]).includes(file.category)) {
      throw new AppError("unprocessable_content", "Only a mockup or a proof can be sent for approval; change the file's category first.");
    }
    const { message, startJobOnApproval } = c.req.valid("json");
    const sending = { message: message ?? null, startJobOnApproval: startJobOnApproval ?? false };
    const proof = await openProof(c.var.db, { userId: c.var.user.id }, grant, file, sending).catch((error: unknown) => {
      if (isConstraintFailure(error, uniqueFailed("proofs", "job_id"))) throw new AppError("conflict", "Another version of this design was sent at the same moment. Reload and try again.");
      return jobGone(error);
    });
    if (!proof) throw new AppError("conflict", `A job can hold at most ${PROOFS_PER_JOB_MAX} design versions.`);
    return c.json(toProofDto(proof), 201);
  });

/** The answers shown on the dashboard: the last two weeks', at most this many. */
const ANSWER_DAYS = 14;
const ANSWERS_SHOWN = 20;

/** Mounted at /api/proofs: the signed-in owner's own jobs only. */
export const proofAnswerRoutes = new Hono<AppBindings>().use(requireUser).get("/answered", async (c) => {
  const since = new Date(Date.now() - ANSWER_DAYS * 24 * 60 * 60 * 1000);
  const rows = await answeredProofs(c.var.db, c.var.user.id, since, ANSWERS_SHOWN);
  return c.json(rows.flatMap(toDesignAnswer));
});
