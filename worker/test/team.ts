import { expect } from "vitest";
import { call, signUp } from "./http";

export type Person = Awaited<ReturnType<typeof signUp>>;
export type Invitation = { id: string; email: string; role: string; code: string };

export async function invite(from: Person, email: string, role = "installer"): Promise<Invitation> {
  const response = await call("/api/team/invite", { body: { email, role }, cookie: from.cookie });
  expect(response.status, await response.clone().text()).toBe(201);
  return await response.json<Invitation>();
}

/** Accepts as the invite link does, with its code. */
export async function accept(who: Person, invitation: Pick<Invitation, "id" | "code">) {
  const response = await call(`/api/team/invitations/${invitation.id}/accept`, { body: { code: invitation.code }, cookie: who.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Invites each person with their role and has them accept; answers the owner's team overview's member ids by user id. */
export async function formTeam(owner: Person, members: { person: Person; role: string }[]) {
  for (const { person, role } of members) await accept(person, await invite(owner, person.user.email, role));
  const overview = await (await call("/api/team", { cookie: owner.cookie })).json<{ members: { id: string; userId: string }[] }>();
  return Object.fromEntries(overview.members.map((member) => [member.userId, member.id]));
}

/** A team of an owner, an admin and one more member with `role`, all signed up here; `members` as `formTeam` answers it. */
export async function teamOfThree(role: string) {
  const owner = await signUp();
  const admin = await signUp();
  const other = await signUp();
  const members = await formTeam(owner, [
    { person: admin, role: "admin" },
    { person: other, role },
  ]);
  return { owner, admin, other, members };
}

export async function shareJobWith(from: Person, jobId: string, userId: string, accessLevel: string, expiresInDays: number | null = null) {
  return call("/api/team/share-job", { body: { jobId, userId, accessLevel, expiresInDays }, cookie: from.cookie });
}
