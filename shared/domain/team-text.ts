/** What roles and job-share levels are called on screen; kept apart from the zod schemas so a badge does not load them. */
import type { JobShareAccessLevel, TeamRole } from "./vocabulary";

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", installer: "Installer", viewer: "Viewer" };
export const JOB_SHARE_LABELS: Record<JobShareAccessLevel, string> = { view: "View Only", edit: "Edit Access", full: "Full Access" };

/** An invitation can be accepted for this many days after it was sent. */
export const INVITATION_LIFETIME_DAYS = 14;
export const invitationExpiry = (createdAt: Date) => new Date(createdAt.getTime() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
