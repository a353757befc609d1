import type { JobCursor } from "../db/queries/jobs";
import { AppError } from "./errors";

export function encodeJobCursor({ createdAt, id }: JobCursor): string {
  return btoa(`${createdAt.getTime()}:${id}`).replace(/=+$/, "");
}

export function decodeJobCursor(cursor: string): JobCursor {
  let decoded = "";
  try {
    decoded = atob(cursor);
  } catch {}
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/.exec(decoded);
  if (!match) throw new AppError("bad_request", "The cursor is not valid; start again from the first page.");
  return { createdAt: new Date(Number(match[1])), id: match[2]! };
}
