import { JOB_ACCESS_LEVELS, type JobAccessLevel } from "./vocabulary";

/** Whether access at `level` is enough for what needs `needed` (view < edit < full < owner). */
export const accessAllows = (level: JobAccessLevel, needed: JobAccessLevel) => JOB_ACCESS_LEVELS.indexOf(level) >= JOB_ACCESS_LEVELS.indexOf(needed);
