import type { Job } from "./job";
import type { Measurement } from "./measurement";

/** GET /api/offline/jobs: the jobs kept on a phone for work without signal, and each one's measurements (in the order taken). */
export type OfflineSnapshot = { jobs: Job[]; measurements: Record<string, Measurement[]> };
