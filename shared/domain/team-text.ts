/** What roles and job-share levels are called on screen; kept apart from the zod schemas so a badge does not load them. */
import type { JobShareAccessLevel, TeamRole } from "./vocabulary";

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", installer: "Installer", viewer: "Viewer" };
export const JOB_SHARE_LABELS: Record<JobShareAccessLevel, string> = { view: "View Only", edit: "Edit Access", full: "Full Access" };
