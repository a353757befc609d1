/**
 * Teams: one per owning account, at most one per member (unique indexes), joined only by
 * accepting an invitation addressed to the member's email. What a team lets its owner and admins
 * see of members' jobs is decided in the access layer (./access), not here.
 */
import { type SQL, and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { firstCodePoints } from "../../../shared/domain/code-points";
import { type NamedPerson, personName } from "../../../shared/domain/person-name";
import type { InvitableRole, TeamRole } from "../../../shared/domain/vocabulary";
import { INVITATION_LIFETIME_DAYS, ROLE_LABELS } from "../../../shared/domain/team-text";
import { TEAM_MEMBERS_MAX } from "../../../shared/constants";
import { TEAM_NAME_MAX } from "../../../shared/constants";
import type { Db } from "../client";
import { jobShares, jobs, teamInvitations, teamMembers, teams, users } from "../schema";
import { ownedBy } from "./access";
import { logActivityIf } from "./activity";
import { hasRoom, insertWhere } from "./insert-where";
import { pruneLapsedGrants } from "./job-shares";

export type Membership = { memberId: string; role: TeamRole; teamId: string; teamName: string; ownerId: string; teamCreatedAt: Date };
export type MemberRow = { id: string; userId: string; role: TeamRole; joinedAt: Date; name: string; email: string | null };
export type InvitationRow = typeof teamInvitations.$inferSelect;

const naming = { firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email };
const ROLE_ORDER = sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 when 'installer' then 2 else 3 end`;

export const managesTeam = (role: TeamRole | null | undefined) => role === "owner" || role === "admin";

/** Only the owner grants admin; admins invite installers and viewers. */
export const mayGrantRole = (granter: TeamRole, role: TeamRole) => granter === "owner" || (granter === "admin" && (role === "installer" || role === "viewer"));

/** The inviter is still on the team with a role that may grant the invitation's role (an invitation never outlives its maker's rights). */
const inviterMayGrant = sql<boolean>`exists (select 1 from team_members as gm
  where gm.team_id = ${teamInvitations.teamId} and gm.user_id = ${teamInvitations.invitedBy}
    and (gm.role = 'owner' or (gm.role = 'admin' and ${teamInvitations.role} <> 'admin')))`.mapWith(Boolean);

const unexpiredAt = (now: Date) => sql<boolean>`${teamInvitations.createdAt} > ${now.getTime() - INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000}`.mapWith(Boolean);

export async function findMembership(db: Db, userId: string): Promise<Membership | null> {
  const row = await db
    .select({ memberId: teamMembers.id, role: teamMembers.role, teamId: teams.id, teamName: teams.name, ownerId: teams.ownerId, teamCreatedAt: teams.createdAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .get();
  return row ?? null;
}

const TEAM_SUFFIX = "'s team";

/** The team the user is on, or, when they are on none, a new one they own (made on their first invitation). */
export async function ensureTeam(db: Db, owner: NamedPerson & { id: string }): Promise<Membership | null> {
  const now = Date.now();
  const name = `${firstCodePoints(personName(owner), TEAM_NAME_MAX - TEAM_SUFFIX.length).trimEnd()}${TEAM_SUFFIX}`;
  await db.batch([
    db
      .insert(teams)
      .select(sql`select ${crypto.randomUUID()}, ${name}, ${owner.id}, ${now}, ${now} where not exists (select 1 from team_members where user_id = ${owner.id})`)
      .onConflictDoNothing(),
    db
      .insert(teamMembers)
      .select(sql`select ${crypto.randomUUID()}, ${owner.id}, t.id, 'owner', ${now} from teams as t where t.owner_id = ${owner.id}`)
      .onConflictDoNothing(),
  ]);
  return findMembership(db, owner.id);
}

const memberColumns = { id: teamMembers.id, userId: teamMembers.userId, role: teamMembers.role, joinedAt: teamMembers.joinedAt, ...naming };

async function membersWhere(db: Db, condition: SQL | undefined): Promise<MemberRow[]> {
  const rows = await db.select(memberColumns).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId)).where(condition).orderBy(ROLE_ORDER, asc(teamMembers.joinedAt)).all();
  return rows.map((row) => ({ id: row.id, userId: row.userId, role: row.role, joinedAt: row.joinedAt, name: personName(row), email: row.email }));
}

export const listMembers = (db: Db, teamId: string) => membersWhere(db, eq(teamMembers.teamId, teamId));

export async function findMember(db: Db, teamId: string, memberId: string): Promise<MemberRow | null> {
  return (await membersWhere(db, and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId))))[0] ?? null;
}

export async function findMemberByUser(db: Db, teamId: string, userId: string): Promise<MemberRow | null> {
  return (await membersWhere(db, and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId))))[0] ?? null;
}

/** The team's invitations that may still be accepted or have only expired (so a manager sees to send a new one); void ones are left out. */
export function listTeamInvitations(db: Db, teamId: string) {
  return db
    .select({ invitation: teamInvitations, inviter: naming })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.teamId, teamId), inviterMayGrant))
    .orderBy(asc(teamInvitations.createdAt))
    .all();
}

export function listReceivedInvitations(db: Db, email: string, now = new Date()) {
  return db
    .select({ invitation: teamInvitations, teamName: teams.name, inviter: naming })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.email, email.toLowerCase()), inviterMayGrant, unexpiredAt(now)))
    .orderBy(asc(teamInvitations.createdAt))
    .all();
}

/** Whether the email belongs to someone already on the team. */
export async function isMemberEmail(db: Db, teamId: string, email: string): Promise<boolean> {
  const row = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .get();
  return Boolean(row);
}

/** Invitations waiting beyond the team's seats could never all be accepted; this many may wait at once. */
export const INVITATIONS_WAITING_MAX = TEAM_MEMBERS_MAX;

/** Expired invitations stay listed for this long, so a manager sees to send new ones; then they go. */
const EXPIRED_INVITATIONS_KEPT_DAYS = 30;

const waitingIn = (teamId: string, now: Date) => and(eq(teamInvitations.teamId, teamId), inviterMayGrant, unexpiredAt(now))!;

/**
 * A new invitation; "taken" when one to that email is already waiting, "full" when INVITATIONS_WAITING_MAX are (counted in
 * the insert, so parallel invitations stop at the cap). An expired or void one to that email is replaced, and invitations
 * expired for over EXPIRED_INVITATIONS_KEPT_DAYS are dropped.
 */
export async function insertInvitation(
  db: Db,
  team: Membership,
  inviterId: string,
  email: string,
  role: InvitableRole,
  now = new Date(),
): Promise<InvitationRow | "taken" | "full"> {
  const id = crypto.randomUUID();
  const forgottenBefore = now.getTime() - (INVITATION_LIFETIME_DAYS + EXPIRED_INVITATIONS_KEPT_DAYS) * 24 * 60 * 60 * 1000;
  const [, , inserted, [taken]] = await db.batch([
    db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.teamId, team.teamId), eq(teamInvitations.email, email), sql`not (${inviterMayGrant} and ${unexpiredAt(now)})`)),
    db.delete(teamInvitations).where(and(eq(teamInvitations.teamId, team.teamId), sql`${teamInvitations.createdAt} <= ${forgottenBefore}`)),
    insertWhere(db, teamInvitations, { id, teamId: team.teamId, email, role, invitedBy: inviterId, createdAt: now }, hasRoom(teamInvitations, waitingIn(team.teamId, now), INVITATIONS_WAITING_MAX))
      .onConflictDoNothing()
      .returning(),
    db.select({ id: teamInvitations.id }).from(teamInvitations).where(and(eq(teamInvitations.teamId, team.teamId), eq(teamInvitations.email, email), sql`${teamInvitations.id} <> ${id}`)).limit(1),
    logActivityIf(
      db,
      { userId: inviterId, ownerId: team.ownerId, jobId: null, action: "invited_member", details: `Invited ${email} to ${team.teamName} as ${ROLE_LABELS[role]}` },
      sql`exists (select 1 from team_invitations where id = ${id})`,
    ),
  ]);
  return inserted[0] ?? (taken ? "taken" : "full");
}

/** An invitation addressed to the email, with whether its inviter may still grant its role. */
export function findInvitationFor(db: Db, invitationId: string, email: string) {
  return db
    .select({ invitation: teamInvitations, team: teams, inviterMayGrant })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.email, email.toLowerCase())))
    .get();
}

/**
 * Joins the team and spends the invitation in one batch, only while the team has room: counted in
 * the insert itself, so parallel acceptances stop at TEAM_MEMBERS_MAX. False when the team is full
 * (the invitation stays); a second membership fails on the unique index.
 */
export async function acceptInvitation(db: Db, user: NamedPerson & { id: string }, invitation: InvitationRow, team: typeof teams.$inferSelect): Promise<boolean> {
  const now = new Date();
  const id = crypto.randomUUID();
  const joined = sql`exists (select 1 from team_members where id = ${id})`;
  const stillAcceptable = sql`exists (select 1 from team_invitations where id = ${invitation.id} and ${inviterMayGrant} and ${unexpiredAt(now)})`;
  const member = { id, userId: user.id, teamId: team.id, role: invitation.role, joinedAt: now };
  const [inserted] = await db.batch([
    insertWhere(db, teamMembers, member, and(hasRoom(teamMembers, eq(teamMembers.teamId, team.id), TEAM_MEMBERS_MAX), stillAcceptable)!).returning({ id: teamMembers.id }),
    db.delete(teamInvitations).where(and(eq(teamInvitations.id, invitation.id), joined)),
    logActivityIf(
      db,
      { userId: user.id, ownerId: team.ownerId, jobId: null, action: "joined_team", details: `${personName(user)} joined ${team.name} as ${ROLE_LABELS[invitation.role]}`, timestamp: now },
      joined,
    ),
  ]);
  return inserted.length === 1;
}

/** One of the team's invitations, or none. */
export async function findTeamInvitation(db: Db, teamId: string, invitationId: string): Promise<InvitationRow | null> {
  return (await db.select().from(teamInvitations).where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId))).get()) ?? null;
}

export async function deleteInvitation(db: Db, which: { id: string; email?: string; teamId?: string }): Promise<InvitationRow | null> {
  const conditions = [eq(teamInvitations.id, which.id)];
  if (which.email) conditions.push(eq(teamInvitations.email, which.email.toLowerCase()));
  if (which.teamId) conditions.push(eq(teamInvitations.teamId, which.teamId));
  const [row] = await db
    .delete(teamInvitations)
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** The member row as the route read it: same team, same role (so a change made meanwhile is not overwritten from a stale read). */
const asRead = (member: MemberRow, team: Membership) => and(eq(teamMembers.id, member.id), eq(teamMembers.teamId, team.teamId), eq(teamMembers.role, member.role))!;

/** The actor still holds, on the team, the role the route checked (a manager demoted or removed meanwhile acts no more). */
const actorStillHolds = (team: Membership, actorId: string) =>
  sql`exists (select 1 from team_members as am where am.team_id = ${team.teamId} and am.user_id = ${actorId} and am.role = ${team.role})`;

/** False when the member's role, or the actor's, changed since they were read: nothing is written. */
export async function setMemberRole(db: Db, actorId: string, team: Membership, member: MemberRow, role: InvitableRole): Promise<boolean> {
  const [changed] = await db.batch([
    db.update(teamMembers).set({ role }).where(and(asRead(member, team), actorStillHolds(team, actorId))).returning({ id: teamMembers.id }),
    logActivityIf(db, { userId: actorId, ownerId: team.ownerId, jobId: null, action: "changed_role", details: `${member.name} is now ${ROLE_LABELS[role]} on ${team.teamName}` }, sql`changes() = 1`),
  ]);
  return changed.length > 0;
}

/**
 * Takes a member off the team, with the job shares that joined them to it: shares to them, shares
 * of their jobs to the team's other members, and every share and link they made on others' jobs.
 * Their team access, and all they granted, ends with the same batch.
 */
export async function removeMember(db: Db, actorId: string, team: Membership, member: MemberRow): Promise<boolean> {
  const left = actorId === member.userId;
  const teamJobs = sql`(select j.id from jobs as j where j.user_id in (select tm.user_id from team_members as tm where tm.team_id = ${team.teamId}) or j.user_id = ${member.userId})`;
  const otherMembers = db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.teamId));
  const gone = sql`not exists (select 1 from team_members as gm where gm.id = ${member.id})`;
  const [removed] = await db.batch([
    db
      .delete(teamMembers)
      .where(left ? and(eq(teamMembers.id, member.id), eq(teamMembers.teamId, team.teamId), ne(teamMembers.role, "owner")) : and(asRead(member, team), actorStillHolds(team, actorId)))
      .returning({ id: teamMembers.id }),
    logActivityIf(
      db,
      {
        userId: actorId,
        ownerId: team.ownerId,
        jobId: null,
        action: left ? "left_team" : "removed_member",
        details: left ? `${member.name} left ${team.teamName}` : `${member.name} was removed from ${team.teamName}`,
      },
      sql`changes() = 1`,
    ),
    db.delete(jobShares).where(and(eq(jobShares.sharedWithUserId, member.userId), gone)),
    db.delete(jobShares).where(and(inArray(jobShares.jobId, db.select({ id: jobs.id }).from(jobs).where(ownedBy(member.userId))), inArray(jobShares.sharedWithUserId, otherMembers), gone)),
    ...pruneLapsedGrants(db, teamJobs),
  ]);
  return removed.length > 0;
}

/** The team still exists and its owner is still the one the route read (not handed over, left or dissolved meanwhile). */
const ownedAsRead = (team: Membership) =>
  sql`exists (select 1 from teams as ot join team_members as om on om.team_id = ot.id
    where ot.id = ${team.teamId} and ot.owner_id = ${team.ownerId} and om.id = ${team.memberId} and om.user_id = ot.owner_id and om.role = 'owner')`;

/** False, with nothing written, when the team is no longer owned as the route read it. */
export async function renameTeam(db: Db, actorId: string, team: Membership, name: string): Promise<boolean> {
  const [renamed] = await db.batch([
    db.update(teams).set({ name, updatedAt: new Date() }).where(and(eq(teams.id, team.teamId), ownedAsRead(team))).returning({ id: teams.id }),
    logActivityIf(db, { userId: actorId, ownerId: team.ownerId, jobId: null, action: "renamed_team", details: `${team.teamName} is now called ${name}` }, sql`changes() = 1`),
  ]);
  return renamed.length > 0;
}

/**
 * Makes an admin the team's owner; the owner becomes an admin. False, with nothing written, when the admin is no
 * longer an admin on the team (demoted, left or removed meanwhile) or the team has another owner by now.
 */
export async function transferOwnership(db: Db, team: Membership, admin: MemberRow, now = new Date()): Promise<boolean> {
  const handedOver = sql`exists (select 1 from teams as ht where ht.id = ${team.teamId} and ht.owner_id = ${admin.userId})`;
  const [moved] = await db.batch([
    db
      .update(teams)
      .set({ ownerId: admin.userId, updatedAt: now })
      .where(and(eq(teams.id, team.teamId), eq(teams.ownerId, team.ownerId), sql`exists (select 1 from team_members as tm where tm.id = ${admin.id} and tm.team_id = ${team.teamId} and tm.role = 'admin')`))
      .returning({ id: teams.id }),
    logActivityIf(db, { userId: team.ownerId, ownerId: admin.userId, jobId: null, action: "transferred_team", details: `${admin.name} now owns ${team.teamName}`, timestamp: now }, sql`changes() = 1`),
    db.update(teamMembers).set({ role: "owner" }).where(and(eq(teamMembers.id, admin.id), eq(teamMembers.teamId, team.teamId), handedOver)),
    db.update(teamMembers).set({ role: "admin" }).where(and(eq(teamMembers.id, team.memberId), eq(teamMembers.teamId, team.teamId), handedOver)),
  ]);
  return moved.length > 0;
}

/**
 * Ends the team: every membership and invitation (by cascade), the shares of members' jobs to one
 * another, and what those shares let people grant, in one batch. False, with nothing written, when
 * the team is no longer owned as the route read it.
 */
export async function dissolveTeam(db: Db, team: Membership, now = new Date()): Promise<boolean> {
  const owned = ownedAsRead(team);
  const memberIds = db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.teamId));
  const memberJobs = sql`(select j.id from jobs as j where ${owned} and j.user_id in (select tm.user_id from team_members as tm where tm.team_id = ${team.teamId}))`;
  const [, , , dissolved] = await db.batch([
    db.delete(jobShares).where(and(owned, inArray(jobShares.jobId, db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.userId, memberIds))), inArray(jobShares.sharedWithUserId, memberIds))),
    ...pruneLapsedGrants(db, memberJobs, now),
    db.delete(teams).where(and(eq(teams.id, team.teamId), owned)).returning({ id: teams.id }),
    logActivityIf(db, { userId: team.ownerId, ownerId: team.ownerId, jobId: null, action: "dissolved_team", details: `Dissolved ${team.teamName}`, timestamp: now }, sql`changes() = 1`),
  ]);
  return dissolved.length > 0;
}
