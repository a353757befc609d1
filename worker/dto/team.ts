import { type NamedPerson, personName } from "../../shared/domain/person-name";
import { invitationExpiry } from "../../shared/domain/team-text";
import type { ReceivedInvitation, Team, TeamInvitation, TeamMember, TeamSharedJob } from "../../shared/schemas/team";
import type { ListedJobShare } from "../db/queries/job-shares";
import type { InvitationRow, MemberRow, Membership } from "../db/queries/team";

export const toTeamDto = (team: Membership): Team => ({ id: team.teamId, name: team.teamName, ownerId: team.ownerId, createdAt: team.teamCreatedAt.toISOString() });

export const toTeamMemberDto = (row: MemberRow): TeamMember => ({
  id: row.id,
  userId: row.userId,
  role: row.role,
  joinedAt: row.joinedAt.toISOString(),
  name: row.name,
  email: row.email,
});

export const toTeamInvitationDto = (invitation: InvitationRow, inviter: NamedPerson, code: string | null, now = new Date()): TeamInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitationExpiry(invitation.createdAt).toISOString(),
  expired: invitationExpiry(invitation.createdAt).getTime() <= now.getTime(),
  invitedByName: personName(inviter),
  code,
});

export const toReceivedInvitationDto = (row: { invitation: InvitationRow; teamName: string; inviter: NamedPerson }): ReceivedInvitation => ({
  id: row.invitation.id,
  teamName: row.teamName,
  inviterName: personName(row.inviter),
  role: row.invitation.role,
  createdAt: row.invitation.createdAt.toISOString(),
  expiresAt: invitationExpiry(row.invitation.createdAt).toISOString(),
});

export function toTeamSharedJobDto(row: ListedJobShare, userId: string): TeamSharedJob {
  const { share } = row;
  return {
    id: share.id,
    jobId: share.jobId,
    sharedWithUserId: share.sharedWithUserId,
    sharedByUserId: share.sharedByUserId,
    accessLevel: share.accessLevel,
    sharedAt: share.sharedAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    expired: !row.live,
    jobTitle: row.jobTitle,
    sharedWithName: row.sharedWithName,
    sharedByName: row.sharedByName,
    direction: share.sharedWithUserId === userId ? "received" : "given",
  };
}
