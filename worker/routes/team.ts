import { Hono } from "hono";
import { TEAM_MEMBERS_MAX } from "../../shared/constants";
import { personName } from "../../shared/domain/person-name";
import { joinAnotherFirst } from "../../shared/domain/team-join-text";
import { INVITATION_LIFETIME_DAYS, ROLE_LABELS, invitationExpiry } from "../../shared/domain/team-text";
import type { TeamRole } from "../../shared/domain/vocabulary";
import { INVITE_LINK_NEEDED, InvitationAnswerSchema, MemberRoleSchema, ShareJobSchema, TeamInviteSchema, type TeamOverview, TeamRenameSchema } from "../../shared/schemas/team";
import { deleteJobShare, listJobShares, upsertJobShare } from "../db/queries/job-shares";
import {
  type InvitationRow,
  type Membership,
  acceptInvitation,
  deleteInvitation,
  findTeamInvitation,
  ensureTeam,
  findInvitationFor,
  findMember,
  findMemberByUser,
  findMembership,
  INVITATIONS_WAITING_MAX,
  insertInvitation,
  isMemberEmail,
  listMembers,
  listReceivedInvitations,
  listTeamInvitations,
  managesTeam,
  mayGrantRole,
  removeMember,
  renameTeam,
  setMemberRole,
  transferOwnership,
  dissolveTeam,
} from "../db/queries/team";
import { TeamTransferSchema } from "../../shared/schemas/account";
import { findUserById } from "../db/queries/users";
import { toReceivedInvitationDto, toTeamDto, toTeamInvitationDto, toTeamMemberDto, toTeamSharedJobDto } from "../dto/team";
import type { Db } from "../db/client";
import type { AppBindings, SessionUser } from "../env";
import { isConstraintFailure, uniqueFailed } from "../lib/d1-errors";
import { AppError, jobGone } from "../lib/errors";
import { holdsInviteCode, inviteCode } from "../lib/invite-code";
import { isId, requireGrant } from "../lib/job-access";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the helpers need of a signed-in request. */
type TeamContext = { var: { db: Db; user: SessionUser } };
const userIdOf = (c: TeamContext) => c.var.user.id;
const TEAM_CHANGED = "Your team changed meanwhile. Check the Team page and try again.";
const changedMeanwhile = (name: string) => `${name}'s role, or yours, changed meanwhile. Check the team and try again.`;

async function currentUser(c: TeamContext) {
  const user = await findUserById(c.var.db, userIdOf(c));
  if (!user) throw new AppError("unauthorized", "401: Unauthorized");
  return user;
}

async function requireMembership(c: TeamContext): Promise<Membership> {
  const team = await findMembership(c.var.db, userIdOf(c));
  if (!team) throw new AppError("not_found", "You are not on a team.");
  return team;
}

/** The caller's membership when they own their team; `refusal` says what only the owner may do. */
async function requireOwner(c: TeamContext, refusal: string): Promise<Membership> {
  const team = await requireMembership(c);
  if (team.role !== "owner") throw new AppError("forbidden", refusal);
  return team;
}

/**
 * After an owner's write found the team changed since the route read it: the answer the route gives on reading it
 * now (404 off the team, 403 no longer its owner), else 409 with `conflict`.
 */
async function refuseOvertakenOwner(c: TeamContext, refusal: string, conflict = TEAM_CHANGED): Promise<never> {
  await requireOwner(c, refusal);
  throw new AppError("conflict", conflict);
}

async function requireManager(c: TeamContext): Promise<Membership> {
  const team = await requireMembership(c);
  if (!managesTeam(team.role)) throw new AppError("forbidden", "Only the team's owner and admins can do that.");
  return team;
}

/** One owner; admins manage installers and viewers; the owner manages everyone but themselves. */
const mayManage = (actor: TeamRole, target: TeamRole) => target !== "owner" && mayGrantRole(actor, target);

async function requireManagedMember(c: TeamContext, team: Membership, memberId: string) {
  const member = isId(memberId) ? await findMember(c.var.db, team.teamId, memberId) : null;
  if (!member) throw new AppError("not_found", "Team member not found");
  if (member.role === "owner") throw new AppError("forbidden", "Nobody can change or remove the team's owner.");
  if (!mayManage(team.role, member.role)) throw new AppError("forbidden", "Admins manage installers and viewers; only the owner manages admins.");
  return member;
}

/** An invitation that is gone, void (its inviter may no longer grant its role) or expired cannot be accepted. */
function refuseDeadInvitation(found: Awaited<ReturnType<typeof findInvitationFor>>): asserts found is NonNullable<typeof found> {
  if (!found) throw new AppError("not_found", "Invitation not found");
  if (!found.inviterMayGrant) {
    throw new AppError("gone", `This invitation no longer counts: whoever sent it can no longer add you to ${found.team.name} as ${ROLE_LABELS[found.invitation.role]}. Ask the team's owner for a new one.`);
  }
  if (invitationExpiry(found.invitation.createdAt).getTime() <= Date.now()) {
    throw new AppError("gone", `This invitation expired after ${INVITATION_LIFETIME_DAYS} days. Ask ${found.team.name}'s owner or an admin for a new one.`);
  }
}

/**
 * The code of an invitation's link, for the owner and for the admin who sent it. An admin who is removed or demoted
 * then holds only codes of invitations that die with their right to grant them (`inviterMayGrant`).
 */
const linkCodeFor = (c: TeamContext, team: Membership, invitation: InvitationRow) =>
  team.role === "owner" || invitation.invitedBy === userIdOf(c) ? inviteCode(c.var.db, invitation.id) : Promise.resolve(null);

/** The invitation `id` addressed to the caller, answered only with its link's code (403 without; 404 when there is none). */
async function requireInvitationLink(c: TeamContext, id: string, email: string | null, code: string) {
  const found = isId(id) && email ? await findInvitationFor(c.var.db, id, email) : undefined;
  if (!found) throw new AppError("not_found", "Invitation not found");
  if (!(await holdsInviteCode(c.var.db, id, code))) throw new AppError("forbidden", INVITE_LINK_NEEDED);
  return found;
}

/** Null when the user is on no team; else what they must do with theirs before joining another. */
async function teamToQuitFirst(c: TeamContext): Promise<string | null> {
  const team = await findMembership(c.var.db, userIdOf(c));
  if (!team) return null;
  const hasOthers = team.role === "owner" && (await listMembers(c.var.db, team.teamId)).length > 1;
  return joinAnotherFirst({ name: team.teamName, role: team.role, hasOthers });
}

/** Mounted at /api/team. */
export const teamRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", async (c) => {
    const team = await findMembership(c.var.db, userIdOf(c));
    if (!team) return c.json({ team: null, myRole: null, members: [], invitations: [] } satisfies TeamOverview);
    const [members, invitations] = await Promise.all([
      listMembers(c.var.db, team.teamId),
      managesTeam(team.role) ? listTeamInvitations(c.var.db, team.teamId) : Promise.resolve([]),
    ]);
    const body: TeamOverview = {
      team: toTeamDto(team),
      myRole: team.role,
      members: members.map(toTeamMemberDto),
      invitations: await Promise.all(invitations.map(async (row) => toTeamInvitationDto(row.invitation, row.inviter, await linkCodeFor(c, team, row.invitation)))),
    };
    return c.json(body);
  })
  .patch("/", validate("json", TeamRenameSchema), async (c) => {
    const refusal = "Only the team's owner can rename it.";
    const team = await requireOwner(c, refusal);
    const { name } = c.req.valid("json");
    if (!(await renameTeam(c.var.db, userIdOf(c), team, name))) await refuseOvertakenOwner(c, refusal);
    return c.json(toTeamDto({ ...team, teamName: name }));
  })
  .delete("/", async (c) => {
    const refusal = "Only the team's owner can dissolve it.";
    const team = await requireOwner(c, refusal);
    if (!(await dissolveTeam(c.var.db, team))) await refuseOvertakenOwner(c, refusal);
    return c.body(null, 204);
  })
  .post("/transfer", validate("json", TeamTransferSchema), async (c) => {
    const refusal = "Only the team's owner can hand the team over.";
    const team = await requireOwner(c, refusal);
    const member = await findMember(c.var.db, team.teamId, c.req.valid("json").memberId);
    if (!member) throw new AppError("not_found", "Team member not found");
    if (member.role !== "admin") throw new AppError("conflict", `${member.name} is not an admin. Make them an admin first: only an admin can become the owner.`);
    if (!(await transferOwnership(c.var.db, team, member))) await refuseOvertakenOwner(c, refusal, `${member.name} is no longer an admin on the team. Check the team and try again.`);
    return c.json(toTeamDto({ ...team, ownerId: member.userId, role: "admin" }));
  })
  .get("/members", async (c) => {
    const team = await findMembership(c.var.db, userIdOf(c));
    return c.json(team ? (await listMembers(c.var.db, team.teamId)).map(toTeamMemberDto) : []);
  })
  .patch("/members/:id", validate("json", MemberRoleSchema), async (c) => {
    const team = await requireManager(c);
    const member = await requireManagedMember(c, team, c.req.param("id"));
    const { role } = c.req.valid("json");
    if (!mayManage(team.role, role)) throw new AppError("forbidden", "Only the team's owner can make someone an admin.");
    if (!(await setMemberRole(c.var.db, userIdOf(c), team, member, role))) throw new AppError("conflict", changedMeanwhile(member.name));
    return c.json(toTeamMemberDto({ ...member, role }));
  })
  .delete("/members/:id", async (c) => {
    const team = await requireManager(c);
    const member = await requireManagedMember(c, team, c.req.param("id"));
    const removed = await removeMember(c.var.db, userIdOf(c), team, member);
    if (!removed && (await findMember(c.var.db, team.teamId, member.id))) throw new AppError("conflict", changedMeanwhile(member.name));
    return c.body(null, 204);
  })
  .post("/leave", async (c) => {
    const team = await requireMembership(c);
    if (team.role === "owner") throw new AppError("forbidden", "The team's owner can't leave it.");
    const me = await findMember(c.var.db, team.teamId, team.memberId);
    const left = !me || (await removeMember(c.var.db, userIdOf(c), team, me));
    if (!left && (await findMember(c.var.db, team.teamId, team.memberId))) throw new AppError("conflict", "You were made the team's owner meanwhile. Hand the team to an admin first, then leave.");
    return c.body(null, 204);
  })
  .post("/invite", validate("json", TeamInviteSchema), async (c) => {
    const { email, role } = c.req.valid("json");
    const user = await currentUser(c);
    if (user.email?.toLowerCase() === email) throw new AppError("conflict", "You can't invite yourself.");
    const team = await ensureTeam(c.var.db, user);
    if (!team || !managesTeam(team.role)) throw new AppError("forbidden", "Only the team's owner and admins can invite members.");
    if (!mayGrantRole(team.role, role)) throw new AppError("forbidden", "Only the team's owner can invite an admin.");
    if (await isMemberEmail(c.var.db, team.teamId, email)) throw new AppError("conflict", `${email} is already on ${team.teamName}.`);
    const invitation = await insertInvitation(c.var.db, team, user.id, email, role);
    if (invitation === "taken") throw new AppError("conflict", `An invitation to ${email} is already waiting.`);
    if (invitation === "full") throw new AppError("conflict", `A team can have at most ${INVITATIONS_WAITING_MAX} invitations waiting. Cancel one to send another.`);
    return c.json(toTeamInvitationDto(invitation, user, await inviteCode(c.var.db, invitation.id)), 201);
  })
  .get("/invitations/received", async (c) => {
    const user = await currentUser(c);
    const rows = user.email ? await listReceivedInvitations(c.var.db, user.email) : [];
    return c.json(rows.map(toReceivedInvitationDto));
  })
  .post("/invitations/:id/accept", validate("json", InvitationAnswerSchema), async (c) => {
    const user = await currentUser(c);
    const id = c.req.param("id");
    const found = await requireInvitationLink(c, id, user.email, c.req.valid("json").code);
    refuseDeadInvitation(found);
    const onTeam = await teamToQuitFirst(c);
    if (onTeam) throw new AppError("conflict", onTeam);
    const joined = await acceptInvitation(c.var.db, user, found.invitation, found.team).catch(async (error: unknown) => {
      if (!isConstraintFailure(error, uniqueFailed("team_members", "user_id"))) throw error;
      throw new AppError("conflict", (await teamToQuitFirst(c)) ?? TEAM_CHANGED);
    });
    if (!joined) refuseDeadInvitation(await findInvitationFor(c.var.db, id, user.email!));
    if (!joined) throw new AppError("conflict", `A team can have at most ${TEAM_MEMBERS_MAX} members. Ask its owner or an admin to remove someone first.`);
    const team = await requireMembership(c);
    return c.json(toTeamDto(team));
  })
  .post("/invitations/:id/decline", validate("json", InvitationAnswerSchema), async (c) => {
    const user = await currentUser(c);
    const { invitation } = await requireInvitationLink(c, c.req.param("id"), user.email, c.req.valid("json").code);
    if (!(await deleteInvitation(c.var.db, { id: invitation.id, email: invitation.email }))) throw new AppError("not_found", "Invitation not found");
    return c.body(null, 204);
  })
  .delete("/invitations/:id", async (c) => {
    const team = await requireManager(c);
    const id = c.req.param("id");
    const invitation = isId(id) ? await findTeamInvitation(c.var.db, team.teamId, id) : null;
    if (invitation && !mayGrantRole(team.role, invitation.role)) throw new AppError("forbidden", "Only the team's owner can cancel an invitation to be an admin.");
    const cancelled = invitation ? await deleteInvitation(c.var.db, { id: invitation.id, teamId: team.teamId }) : null;
    if (!cancelled) throw new AppError("not_found", "Invitation not found");
    return c.body(null, 204);
  })
  .get("/shared-jobs", async (c) => {
    const userId = userIdOf(c);
    return c.json((await listJobShares(c.var.db, userId)).map((row) => toTeamSharedJobDto(row, userId)));
  })
  .post("/share-job", validate("json", ShareJobSchema), async (c) => {
    const { jobId, userId, accessLevel, expiresInDays } = c.req.valid("json");
    const actorId = userIdOf(c);
    const { grant } = await requireGrant(c, "job", jobId, "full");
    if (userId === actorId) throw new AppError("conflict", "You can't share a job with yourself.");
    if (userId === grant.job.userId) throw new AppError("conflict", "This job already belongs to them.");
    const team = await requireMembership(c);
    const member = await findMemberByUser(c.var.db, team.teamId, userId);
    if (!member) throw new AppError("not_found", "Team member not found");
    const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS);
    const listed = await upsertJobShare(c.var.db, actorId, grant, { userId, name: member.name }, accessLevel, expiresAt).catch(jobGone);
    if (!listed) throw new AppError("not_found", "Team member not found");
    return c.json(toTeamSharedJobDto(listed, actorId), 201);
  })
  .delete("/shared-jobs/:id", async (c) => {
    const { grant, jobShare: share } = await requireGrant(c, "jobShare", c.req.param("id"), "full");
    const sharedWith = await findUserById(c.var.db, share.sharedWithUserId);
    await deleteJobShare(c.var.db, userIdOf(c), grant, share, sharedWith ? personName(sharedWith) : "a former member");
    return c.body(null, 204);
  });
