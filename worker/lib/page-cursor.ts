import { AppError } from "./errors";

/** Where a newest-first page ended: the last row's time and id (the tie-breaker). */
export type PageCursor = { at: Date; id: string };

export function encodeCursor({ at, id }: PageCursor): string {
  return btoa(`${at.getTime()}:${id}`).replace(/=+$/, "");
}

export function decodeCursor(cursor: string): PageCursor {
  let decoded = "";
  try {
    decoded = atob(cursor);
  } catch {}
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/.exec(decoded);
  if (!match) throw new AppError("bad_request", "The cursor is not valid; start again from the first page.");
  return { at: new Date(Number(match[1])), id: match[2]! };
}
