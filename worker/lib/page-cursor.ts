import { AppError } from "./errors";

/** Where a newest-first page ended: the last row's time and its tie-breaker (an id or a sequence number). */
export type PageCursor = { at: Date; id: string };

export function encodeCursor({ at, id }: PageCursor): string {
  return btoa(`${at.getTime()}:${id}`).replace(/=+$/, "");
}

const UUID = "[0-9a-f-]{36}";
/** Activity entries break ties by their insertion order (rowid), a whole number. */
export const SEQUENCE = "\\d{1,15}";

export function decodeCursor(cursor: string, idPattern = UUID): PageCursor {
  let decoded = "";
  try {
    decoded = atob(cursor);
  } catch {}
  const match = new RegExp(`^(\\d{1,15}):(${idPattern})$`).exec(decoded);
  if (!match) throw new AppError("bad_request", "The cursor is not valid; start again from the first page.");
  return { at: new Date(Number(match[1])), id: match[2]! };
}
