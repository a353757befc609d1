import type { WriteOutcome } from "../../offline/write-queue";
import { writesKeptOnDevice } from "../../api/writes-kept";

const WAITING_TO_SYNC = "Saved on this device. It will sync when the signal is back.";
const ONLY_IN_THIS_PAGE = "Not saved on this device: keep the app open until it syncs.";

/** A saved toast's description for a save left waiting in the queue. */
export const syncNote = (outcome: WriteOutcome<unknown>) =>
  outcome.queued ? { description: writesKeptOnDevice() ? WAITING_TO_SYNC : ONLY_IN_THIS_PAGE } : {};
