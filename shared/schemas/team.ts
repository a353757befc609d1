import * as z from "zod";
import { INVITABLE_ROLES, JOB_SHARE_ACCESS_LEVELS, type InvitableRole, type JobShareAccessLevel, type TeamRole } from "../domain/vocabulary";
import { EMAIL_MAX, TEAM_NAME_MAX } from "../constants";
import { line } from "./fields";
import { showsText } from "../domain/visible-text";

const TEAM_SHARE_EXPIRY_MAX_DAYS = 365;

export const TEAM_TOASTS = {
  invited: "Team member invited successfully",
  inviteFailed: "Failed to invite team member",
  shared: "Job shared successfully",
  shareFailed: "Failed to share job",
} as const;


const role = z.enum(INVITABLE_ROLES, { error: "Role must be installer, admin or viewer" });

export const TeamInviteSchema = z.object({
  email: line({ error: "Please enter a valid email address" })
    .max(EMAIL_MAX, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
  role: role.default("installer"),
});
export type TeamInviteInput = z.input<typeof TeamInviteSchema>;

export const TeamRenameSchema = z.object({
  name: line({ error: "Team name is required" })
    .max(TEAM_NAME_MAX, `Team name must be ${TEAM_NAME_MAX} characters or fewer`)
    .refine(showsText, { message: "Team name is required", abort: true }),
}).strict();

/** Why an invitation is answered only with the code its link carries: accounts are not email-verified, so the address alone proves nothing. */
export const INVITE_LINK_NEEDED = "Answer this invitation from the invite link you were sent. If you don't have it, ask whoever invited you to copy it again from their Team page.";

/** Accepting or declining an invitation: the code of the invite link (`/signup?…&invitation={id}&code={code}`). */
export const InvitationAnswerSchema = z.object({ code: z.string({ error: INVITE_LINK_NEEDED }).max(100, INVITE_LINK_NEEDED) }).strict();

export const MemberRoleSchema = z.object({ role });

export const ShareJobSchema = z.object({
  jobId: z.uuid({ error: "Choose a job" }),
  userId: z.uuid({ error: "Choose a team member" }),
  accessLevel: z.enum(JOB_SHARE_ACCESS_LEVELS, { error: "Access level must be view, edit or full" }),
  expiresInDays: z
    .number({ error: `Expiry must be a whole number of days from 1 to ${TEAM_SHARE_EXPIRY_MAX_DAYS}` })
    .int(`Expiry must be a whole number of days from 1 to ${TEAM_SHARE_EXPIRY_MAX_DAYS}`)
    .min(1, `Expiry must be a whole number of days from 1 to ${TEAM_SHARE_EXPIRY_MAX_DAYS}`)
    .max(TEAM_SHARE_EXPIRY_MAX_DAYS, `Expiry must be a whole number of days from 1 to ${TEAM_SHARE_EXPIRY_MAX_DAYS}`)
    .nullable()
    .default(null),
});
export type ShareJobInput = z.input<typeof ShareJobSchema>;

export type Team = { id: string; name: string; ownerId: string; createdAt: string };

/** Spec's team member, with the name and email the cards show. */
export type TeamMember = { id: string; userId: string; role: TeamRole; joinedAt: string; name: string; email: string | null };

/** An invitation as the team's owner and admins see it; `code` is its link's, for the owner and the admin who sent it (else null). */
export type TeamInvitation = { id: string; email: string; role: InvitableRole; createdAt: string; expiresAt: string; expired: boolean; invitedByName: string; code: string | null };

/** An invitation as the invitee sees it. */
export type ReceivedInvitation = { id: string; teamName: string; inviterName: string; role: InvitableRole; createdAt: string; expiresAt: string };

/** The caller's team as the Team page shows it; invitations are listed only to those who manage them. */
export type TeamOverview = {
  team: Team | null;
  myRole: TeamRole | null;
  members: TeamMember[];
  invitations: TeamInvitation[];
};

/** Spec's team shared job, with the names the cards show, and whether the caller gave it or received it. */
export type TeamSharedJob = {
  id: string;
  jobId: string;
  sharedWithUserId: string;
  sharedByUserId: string;
  accessLevel: JobShareAccessLevel;
  sharedAt: string;
  expiresAt: string | null;
  /** It grants nothing now: past its expiry, or the share its maker held on the job has ended. */
  expired: boolean;
  jobTitle: string;
  sharedWithName: string;
  sharedByName: string;
  direction: "given" | "received";
};
