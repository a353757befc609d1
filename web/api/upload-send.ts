import { RefusedUpload } from "../offline/photo-outbox";
import { ApiError } from "./http";

/** Answers worth sending again later: the server was busy or failing, or the session needs signing in again. */
const retryLater = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;
/** Refusals of the upload itself (its fields, size, type or content), which no retry changes; others (no access, a full job) may pass later. */
const refusedForGood = (status: number) => status === 400 || status === 413 || status === 415 || status === 422;

/**
 * An outbox's send through one upload call: the server's record; null when the server had the upload and it has been
 * deleted since (nothing left to send); a RefusedUpload, kept with its reason, when the server refused it;
 * anything else is tried again later.
 */
export const sendUpload =
  <Item, Sent>(upload: (item: Item) => Promise<Sent>, refusedMessage: string) =>
  async (item: Item): Promise<Sent | null> => {
    try {
      return await upload(item);
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) return null;
      if (error instanceof ApiError && !retryLater(error.status)) throw new RefusedUpload(error.serverMessage || refusedMessage, refusedForGood(error.status));
      throw error;
    }
  };
