/** One line of a job's history, newest first; `details` is already readable text. */
export type ActivityEntry = { id: string; action: string; details: string | null; timestamp: string };

/** The job page shows this many of the most recent entries. */
export const JOB_ACTIVITY_SHOWN = 20;
