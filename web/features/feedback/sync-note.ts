import type { WriteOutcome } from "../../offline/write-queue";

const WAITING_TO_SYNC = "Saved on this device. It will sync when the signal is back.";

/** A saved toast's description for a save left waiting in the queue. */
export const syncNote = (outcome: WriteOutcome<unknown>) => (outcome.queued ? { description: WAITING_TO_SYNC } : {});
