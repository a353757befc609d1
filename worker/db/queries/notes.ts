import { type SQL, and, desc, eq, sql } from "drizzle-orm";
import { NOTES_PER_JOB_MAX } from "../../../shared/schemas/note";
import { newRevision } from "../../lib/edits";
import type { Db } from "../client";
import { notes } from "../schema";
import type { GrantInSql, JobGrant } from "./access";
import { type Actor, byActor, logActivityIf } from "./activity";
import { hasRoom, insertWhere } from "./insert-where";
import { describeJob } from "./job-row";
import { namingOf } from "./person-naming";

/** A note with its author's naming fields (shared/domain/person-name), for the DTO. */
export const noteColumns = { note: notes, authorNaming: sql<string | null>`${namingOf(notes.userId)}` };
export type NoteRow = typeof notes.$inferSelect;
export type NamedNote = { note: NoteRow; authorNaming: string | null };

/** The job's notes, newest first. */
export function notesOf(db: Db, grant: JobGrant | GrantInSql) {
  return db.select(noteColumns).from(notes).where(eq(notes.jobId, grant.job.id)).orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function namedNote(db: Db, id: string): Promise<NamedNote | null> {
  return (await db.select(noteColumns).from(notes).where(eq(notes.id, id)).get()) ?? null;
}

/** The first words of a note, for its activity entry. */
const excerpt = (body: string) => {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `"${line.slice(0, 57)}…"` : `"${line}"`;
};

function logNote(db: Db, actor: Actor, grant: JobGrant, action: string, body: string, written: SQL, now: Date) {
  const details = `${excerpt(body)} on ${describeJob(grant.job)}${byActor(actor)}`;
  return logActivityIf(db, { userId: actor.userId, ownerId: grant.job.userId, jobId: grant.job.id, action, details, timestamp: now }, written);
}

const stillHas = (id: string, revision: number) => sql`exists (select 1 from notes where id = ${id} and revision = ${revision})`;

/** The new note (`created`), or the one already stored under the client's id; null when the job holds NOTES_PER_JOB_MAX. A job deleted meanwhile fails the batch (foreign key). */
export async function insertNote(db: Db, actor: Actor, grant: JobGrant, input: { id?: string; body: string }): Promise<{ row: NamedNote; created: boolean } | null> {
  const id = input.id ?? crypto.randomUUID();
  const now = new Date();
  const revision = newRevision();
  const row = { id, jobId: grant.job.id, userId: actor.userId, body: input.body, revision, createdAt: now, updatedAt: now };
  const [inserted, , [stored]] = await db.batch([
    insertWhere(db, notes, row, hasRoom(notes, eq(notes.jobId, grant.job.id), NOTES_PER_JOB_MAX))
      .onConflictDoNothing({ target: notes.id })
      .returning({ id: notes.id }),
    logNote(db, actor, grant, "added_note", input.body, stillHas(id, revision), now),
    db.select(noteColumns).from(notes).where(eq(notes.id, id)),
  ]);
  if (!stored) return null;
  return { row: stored, created: inserted.length === 1 };
}

/** Compare-and-set on the text read: null when someone else changed or deleted it first. */
export async function updateNote(db: Db, actor: Actor, grant: JobGrant, before: NoteRow, body: string): Promise<NamedNote | null> {
  const now = new Date();
  const revision = newRevision();
  const [, , [row]] = await db.batch([
    db
      .update(notes)
      .set({ body, revision, updatedAt: now })
      .where(and(eq(notes.id, before.id), eq(notes.revision, before.revision))),
    logNote(db, actor, grant, "edited_note", body, stillHas(before.id, revision), now),
    db.select(noteColumns).from(notes).where(and(eq(notes.id, before.id), eq(notes.revision, revision))),
  ]);
  return row ?? null;
}

/** False when the note was already gone. */
export async function deleteNote(db: Db, actor: Actor, grant: JobGrant, note: NoteRow): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(notes).where(eq(notes.id, note.id)).returning({ id: notes.id }),
    logNote(db, actor, grant, "deleted_note", note.body, sql`changes() = 1`, new Date()),
  ]);
  return deleted.length === 1;
}
