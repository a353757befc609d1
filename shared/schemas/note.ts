import * as z from "zod";
import { NOTE_BODY_MAX } from "../constants";
import { clientId, editBase, paragraphOf } from "./fields";
import { showsText } from "../domain/visible-text";

export const NOTES_PER_JOB_MAX = 1000;

const body = paragraphOf(NOTE_BODY_MAX).refine(showsText, { message: "Write something first", abort: true });

export const NoteCreateSchema = z.object({ id: clientId.optional(), body }).strict();

/** An edit carries the text it was made from, so an edit over someone else's newer text is a conflict (as for measurements). */
export const NotePatchSchema = z.object({ body, base: editBase(["body"]) }).strict();

export type NoteAuthor = { id: string; name: string };

export type Note = {
  id: string;
  jobId: string;
  body: string;
  /** Null when the author's account has since been deleted. */
  author: NoteAuthor | null;
  createdAt: string;
  updatedAt: string;
};
