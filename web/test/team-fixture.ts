import type { TeamMember } from "../../shared/schemas/team";

/** A member as the team overview lists them, with an email made from the user id. */
export const makeMember = (userId: string, role: TeamMember["role"], name: string): TeamMember => ({
  id: `m-${userId}`,
  userId,
  role,
  joinedAt: "2026-11-01T10:00:00.000Z",
  name,
  email: `${userId}@example.com`,
});
