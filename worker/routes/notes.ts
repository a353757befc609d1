import { Hono } from "hono";
import { NOTES_PER_JOB_MAX, NoteCreateSchema, NotePatchSchema } from "../../shared/schemas/note";
import { deleteNote, insertNote, namedNote, notesOf, updateNote } from "../db/queries/notes";
import { toNoteDto } from "../dto/note";
import type { AppBindings } from "../env";
import { conflictingFields, editConflict, untilWritten } from "../lib/edits";
import { AppError, jobGone } from "../lib/errors";
import { childrenOnRead, requireGrant } from "../lib/job-access";
import { readSignedIn } from "../lib/signed-in-read";
import { validate } from "../lib/validator";
import { oneTripRead, requireUser } from "../middleware/session";
import { formatNumber } from "../../shared/domain/number-text";

/** Mounted at /api/jobs/:jobId/notes. */
export const jobNoteRoutes = new Hono<AppBindings>()
  .get("/", oneTripRead(), async (c) => {
    const db = c.var.db;
    const { rows } = await readSignedIn(c, (me) => childrenOnRead(db, me, c.req.param("jobId")!, "view", (grant) => notesOf(db, grant)));
    return c.json(rows.map(toNoteDto));
  })
  .use(requireUser)
  .post("/", validate("json", NoteCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "edit");
    const outcome = await insertNote(c.var.db, { userId: c.var.user.id }, grant, input).catch(jobGone);
    if (!outcome) throw new AppError("conflict", `A job can hold at most ${formatNumber(NOTES_PER_JOB_MAX)} notes.`);
    const { row, created } = outcome;
    if (!created && (row.note.jobId !== grant.job.id || row.note.body !== input.body)) throw new AppError("conflict", "A different note already has this id.");
    return c.json(toNoteDto(row), 201);
  });

/** Mounted at /api/notes. */
export const noteRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .patch("/:id", validate("json", NotePatchSchema), async (c) => {
    const { body, base } = c.req.valid("json");
    const outcome = await untilWritten(async () => {
      const { grant, note } = await requireGrant(c, "note", c.req.param("id"), "edit");
      const conflicts = conflictingFields(base, { body: note.body }, { body }, ["body"]);
      if (conflicts.length) {
        const current = await namedNote(c.var.db, note.id);
        if (!current) return null;
        return editConflict(c.var.requestId, conflicts, toNoteDto(current));
      }
      const row = note.body === body ? await namedNote(c.var.db, note.id) : await updateNote(c.var.db, { userId: c.var.user.id }, grant, note, body);
      return row && { row };
    });
    if ("conflict" in outcome) return c.json(outcome.conflict, 409);
    return c.json(toNoteDto(outcome.row), 200);
  })
  .delete("/:id", async (c) => {
    const { grant, note } = await requireGrant(c, "note", c.req.param("id"), "edit");
    if (!(await deleteNote(c.var.db, { userId: c.var.user.id }, grant, note))) throw new AppError("not_found", "Note not found");
    return c.body(null, 204);
  });
