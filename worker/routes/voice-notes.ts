import { Hono } from "hono";
import { VoiceNotePatchSchema } from "../../shared/schemas/voice-note";
import { correctTranscription, deleteVoiceNote, setTranscription, voiceNotesOf, withRecorder } from "../db/queries/voice-notes";
import { toVoiceNoteDto } from "../dto/voice-note";
import type { AppBindings } from "../env";
import { checkedFields, conflictingFields, editConflict, untilWritten } from "../lib/edits";
import { AppError } from "../lib/errors";
import { childrenOnRead, grantOnRead, requireGrant } from "../lib/job-access";
import { serveRanged } from "../lib/ranged-object";
import { readSignedIn } from "../lib/signed-in-read";
import { photoCacheControl } from "../lib/stored-image";
import { transcribe } from "../lib/transcription";
import { validate } from "../lib/validator";
import { VOICE_FORM_MAX_BYTES, readVoiceUpload, storeVoiceNote } from "../lib/voice-upload";
import { acceptsUpload } from "../middleware/body-policy";
import { oneTripRead, requireUser } from "../middleware/session";
import { voiceNotePrefix } from "../storage/keys";
import { deleteObjectsUnder, sweepDeleted, waitUntilOf } from "../storage/objects";

const NOT_SET_UP = "Transcription is not set up on this server (it needs a Workers AI binding named AI).";

/** Mounted at /api/jobs/:jobId/voice-notes. */
export const jobVoiceNoteRoutes = new Hono<AppBindings>()
  .get("/", oneTripRead(), async (c) => {
    const db = c.var.db;
    const { rows } = await readSignedIn(c, (me) => childrenOnRead(db, me, c.req.param("jobId")!, "view", (grant) => voiceNotesOf(db, grant)));
    return c.json(rows.map(toVoiceNoteDto));
  })
  .use(requireUser)
  .post("/", acceptsUpload(VOICE_FORM_MAX_BYTES), async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "edit");
    const upload = await readVoiceUpload(c.req.raw);
    const ai = c.env.AI;
    const { row, created } = await storeVoiceNote(c.env.FILES, c.var.db, { userId: c.var.user.id }, grant, upload, ai ? "pending" : "unavailable");
    if (created && ai) c.executionCtx.waitUntil(transcribe(ai, c.var.db, row.id, upload.bytes));
    return c.json(toVoiceNoteDto(await withRecorder(c.var.db, row)), 201);
  });

/** Mounted at /api/voice-notes. */
export const voiceNoteRoutes = new Hono<AppBindings>()
  .get("/:id/audio", oneTripRead(), async (c) => {
    const { grant, voiceNote } = await readSignedIn(c, (me) => grantOnRead(c.var.db, me, "voiceNote", c.req.param("id"), "view"));
    return serveRanged(c.env.FILES, voiceNote.storageKey, c.req.raw, voiceNote.mimeType, photoCacheControl(grant.via));
  })
  .use(requireUser)
  .patch("/:id", validate("json", VoiceNotePatchSchema), async (c) => {
    const { base, transcription } = c.req.valid("json");
    const outcome = await untilWritten(async () => {
      const { voiceNote } = await requireGrant(c, "voiceNote", c.req.param("id"), "edit");
      const named = await withRecorder(c.var.db, voiceNote);
      const current = toVoiceNoteDto(named);
      const conflicts = conflictingFields(base, current, { ...current, transcription }, ["transcription"]);
      if (conflicts.length) return editConflict(c.var.requestId, conflicts, current);
      const updated = await correctTranscription(c.var.db, voiceNote, transcription, checkedFields(base, ["transcription"]).length > 0);
      return updated && { updated: { ...named, voiceNote: updated } };
    });
    if ("conflict" in outcome) return c.json(outcome.conflict, 409);
    return c.json(toVoiceNoteDto(outcome.updated), 200);
  })
  .post("/:id/transcription", async (c) => {
    const { voiceNote } = await requireGrant(c, "voiceNote", c.req.param("id"), "edit");
    const ai = c.env.AI;
    if (!ai) throw new AppError("service_unavailable", NOT_SET_UP);
    if (voiceNote.transcriptionStatus === "pending") return c.json(toVoiceNoteDto(await withRecorder(c.var.db, voiceNote)), 202);
    if (voiceNote.transcriptionStatus === "done") throw new AppError("conflict", "This voice note already has a transcript; edit it instead.");
    const started = await setTranscription(c.var.db, voiceNote.id, voiceNote.transcriptionStatus, { transcriptionStatus: "pending" });
    if (!started) throw new AppError("conflict", "This voice note changed meanwhile. Load it again.");
    const audio = await c.env.FILES.get(voiceNote.storageKey);
    if (!audio) {
      await setTranscription(c.var.db, voiceNote.id, "pending", { transcriptionStatus: "failed" });
      throw new AppError("not_found", "The recording is missing.");
    }
    c.executionCtx.waitUntil(audio.arrayBuffer().then((bytes: ArrayBuffer) => transcribe(ai, c.var.db, voiceNote.id, new Uint8Array(bytes))));
    return c.json(toVoiceNoteDto(await withRecorder(c.var.db, started)), 202);
  })
  .delete("/:id", async (c) => {
    const { grant, voiceNote } = await requireGrant(c, "voiceNote", c.req.param("id"), "edit");
    const deleted = await deleteVoiceNote(c.var.db, { userId: c.var.user.id }, grant, voiceNote);
    await sweepDeleted(waitUntilOf(c), `voice note ${voiceNote.id}`, () => deleteObjectsUnder(c.env.FILES, voiceNotePrefix(grant.job.id, voiceNote.id)));
    if (!deleted) throw new AppError("not_found", "Voice note not found");
    return c.body(null, 204);
  });
