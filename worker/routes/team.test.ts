import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { type Invitation, type Person, accept, formTeam, invite, shareJobWith, teamOfThree } from "../test/team";

const overview = async (who: Person) => await (await call("/api/team", { cookie: who.cookie })).json<{
  team: { id: string; name: string } | null;
  myRole: string | null;
  members: { id: string; userId: string; role: string; name: string }[];
  invitations: { id: string; email: string }[];
}>();
const received = async (who: Person) => await (await call("/api/team/invitations/received", { cookie: who.cookie })).json<{ id: string; teamName: string; inviterName: string; role: string }[]>();

describe("team invitations", () => {
  it("an invitation makes the team, waits for the invitee, and joining happens only on accepting", async () => {
    const [owner, invitee] = await Promise.all([signUp({ firstName: "Olga", lastName: "Ortiz" }), signUp()]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    expect(await overview(owner)).toEqual({ team: null, myRole: null, members: [], invitations: [] });

    const invitation = await invite(owner, invitee.user.email.toUpperCase(), "admin");
    expect(invitation.email).toBe(invitee.user.email);
    const team = await overview(owner);
    expect(team).toMatchObject({ team: { name: "Olga Ortiz's team" }, myRole: "owner", members: [{ userId: owner.body.id, role: "owner" }], invitations: [{ email: invitee.user.email }] });
    expect(await received(invitee)).toEqual([expect.objectContaining({ id: invitation.id, teamName: "Olga Ortiz's team", inviterName: "Olga Ortiz", role: "admin" })]);
    expect((await call(`/api/jobs/${job.id}`, { cookie: invitee.cookie })).status, "no access before accepting").toBe(404);
    expect((await overview(invitee)).team).toBeNull();

    await accept(invitee, invitation);
    expect((await overview(owner)).members.map((m) => [m.userId, m.role])).toEqual([[owner.body.id, "owner"], [invitee.body.id, "admin"]]);
    expect(await received(invitee)).toEqual([]);
    expect((await call(`/api/jobs/${job.id}`, { cookie: invitee.cookie })).status, "an admin views the owner's jobs").toBe(200);
    const activity = await (await call("/api/activity/logs?limit=10", { cookie: owner.cookie })).json<{ entries: { action: string; details: string }[] }>();
    expect(activity.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(["invited_member", "joined_team"]));
  });

  it("refuses a bad email, yourself, a member and a second invitation to the same email, changing nothing", async () => {
    const [owner, member] = await Promise.all([signUp(), signUp()]);
    await formTeam(owner, [{ person: member, role: "installer" }]);
    const pending = await invite(owner, "later@example.com");
    const cases: [unknown, number, string][] = [
      [{ email: "not-an-email", role: "installer" }, 400, "Please enter a valid email address"],
      [{ email: "x@example.com", role: "owner" }, 400, "Role must be installer, admin or viewer"],
      [{ email: owner.user.email, role: "installer" }, 409, "You can't invite yourself."],
      [{ email: member.user.email, role: "viewer" }, 409, `${member.user.email} is already on`],
      [{ email: "LATER@example.com" }, 409, "An invitation to later@example.com is already waiting."],
    ];
    for (const [body, status, message] of cases) {
      const response = await call("/api/team/invite", { body, cookie: owner.cookie });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await errorMessage(response)).toContain(message);
    }
    expect((await overview(owner)).invitations.map((i) => i.id)).toEqual([pending.id]);
  });

  it("an invitation to an email with no account waits for its sign-up; decline and cancel remove one", async () => {
    const owner = await signUp();
    const email = `future${Date.now()}@example.com`;
    const waiting = await invite(owner, email);
    const newcomer = await signUp({ email });
    expect((await received(newcomer)).map((i) => i.id)).toEqual([waiting.id]);

    const stranger = await signUp();
    expect((await call(`/api/team/invitations/${waiting.id}/accept`, { body: { code: waiting.code }, cookie: stranger.cookie })).status, "only its addressee accepts").toBe(404);
    expect((await call(`/api/team/invitations/${waiting.id}`, { method: "DELETE", cookie: stranger.cookie })).status, "a stranger cannot cancel").toBe(404);

    expect((await call(`/api/team/invitations/${waiting.id}/decline`, { body: { code: waiting.code }, cookie: newcomer.cookie })).status).toBe(204);
    expect(await received(newcomer)).toEqual([]);
    expect((await call(`/api/team/invitations/${waiting.id}/accept`, { body: { code: waiting.code }, cookie: newcomer.cookie })).status, "a declined invitation is gone").toBe(404);

    const again = await invite(owner, email);
    expect((await call(`/api/team/invitations/${again.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await received(newcomer)).toEqual([]);
    expect((await overview(owner)).members).toHaveLength(1);
  });

  it("two invitations accepted at the same moment join exactly one team", async () => {
    const [first, second, member] = await Promise.all([signUp(), signUp(), signUp()]);
    const [one, two] = await Promise.all([invite(first, member.user.email), invite(second, member.user.email)]);
    const answers = await Promise.all([one, two].map((invitation) => call(`/api/team/invitations/${invitation.id}/accept`, { body: { code: invitation.code }, cookie: member.cookie })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const teams = await Promise.all([overview(first), overview(second)]);
    expect(teams.map((team) => team.members.some((m) => m.userId === member.body.id)).filter(Boolean)).toHaveLength(1);
    expect((await overview(member)).myRole).toBe("installer");
  });

  it("someone already on a team cannot accept another's invitation", async () => {
    const [first, second, member] = await Promise.all([signUp(), signUp(), signUp()]);
    await formTeam(first, [{ person: member, role: "installer" }]);
    const invitation = await invite(second, member.user.email);
    const response = await call(`/api/team/invitations/${invitation.id}/accept`, { body: { code: invitation.code }, cookie: member.cookie });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe("You are already on a team. Leave it before joining another.");
    expect((await received(member)).map((i) => i.id)).toEqual([invitation.id]);
  });

  it("an owner is told to dissolve their team, or hand it over when others are on it, and joins another once it is dissolved", async () => {
    const [lone, owner, member, other] = await Promise.all([signUp({ firstName: "Lena", lastName: "Lund" }), signUp({ firstName: "Omar", lastName: "Diaz" }), signUp(), signUp()]);
    const cancelled = await invite(lone, "someone@example.com");
    expect((await call(`/api/team/invitations/${cancelled.id}`, { method: "DELETE", cookie: lone.cookie })).status).toBe(204);
    await formTeam(owner, [{ person: member, role: "installer" }]);
    const toLone = await invite(other, lone.user.email);
    const toOwner = await invite(other, owner.user.email);
    const refusal = async (who: Person, invitation: Invitation) => {
      const response = await call(`/api/team/invitations/${invitation.id}/accept`, { body: { code: invitation.code }, cookie: who.cookie });
      expect(response.status).toBe(409);
      return errorMessage(response);
    };
    expect(await refusal(lone, toLone)).toBe("You own Lena Lund's team. Dissolve it on the Team page before joining another.");
    expect(await refusal(owner, toOwner)).toBe(
      "You own Omar Diaz's team, which has other members. Make an admin its owner and then leave it, or dissolve the team (both in Settings, Delete account), before joining another.",
    );

    expect((await call("/api/team", { method: "DELETE", cookie: lone.cookie })).status).toBe(204);
    expect((await overview(lone)).team).toBeNull();
    await accept(lone, toLone);
    expect((await overview(lone)).myRole).toBe("installer");
  });

  it("names a new team after its owner, cut by whole characters so that \"'s team\" always fits", async () => {
    const name = async (firstName: string) => {
      const owner = await signUp({ firstName, lastName: "Ortiz" });
      await invite(owner, `guest${Date.now()}${firstName.length}@example.com`);
      return (await overview(owner)).team?.name;
    };
    expect(await name(`${"a".repeat(52)}🚐🚐`)).toBe(`${"a".repeat(52)}🚐's team`);
    expect(await name(`${"b".repeat(59)}🚐`)).toBe(`${"b".repeat(53)}'s team`);
    expect(await name(`${"c".repeat(52)} d`)).toBe(`${"c".repeat(52)}'s team`);
  });
});

describe("team roles", () => {
  it("admins manage installers and viewers only; nobody changes or removes the owner; members cannot manage", async () => {
    const [owner, admin, installer, viewer] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const ids = await formTeam(owner, [
      { person: admin, role: "admin" },
      { person: installer, role: "installer" },
      { person: viewer, role: "viewer" },
    ]);
    const setRole = (who: Person, userId: string, role: string) => call(`/api/team/members/${ids[userId]}`, { method: "PATCH", body: { role }, cookie: who.cookie });
    const remove = (who: Person, userId: string) => call(`/api/team/members/${ids[userId]}`, { method: "DELETE", cookie: who.cookie });

    expect((await setRole(admin, owner.body.id, "installer")).status, "admin demotes owner").toBe(403);
    expect((await setRole(admin, installer.body.id, "owner")).status, "admin promotes to owner").toBe(400);
    expect((await setRole(admin, installer.body.id, "admin")).status, "admin promotes to admin").toBe(403);
    expect((await remove(admin, owner.body.id)).status, "admin removes owner").toBe(403);
    expect((await remove(owner, owner.body.id)).status, "owner removes themselves").toBe(403);
    expect((await setRole(installer, viewer.body.id, "installer")).status, "installer manages").toBe(403);
    expect((await call("/api/team/invite", { body: { email: "x@example.com" }, cookie: viewer.cookie })).status, "viewer invites").toBe(403);
    expect((await call("/api/team/leave", { body: {}, cookie: owner.cookie })).status, "owner leaves").toBe(403);
    expect((await call("/api/team", { method: "PATCH", body: { name: "Mine now" }, cookie: admin.cookie })).status, "admin renames").toBe(403);

    expect((await setRole(admin, viewer.body.id, "installer")).status).toBe(200);
    expect((await setRole(owner, installer.body.id, "admin")).status).toBe(200);
    expect((await remove(admin, installer.body.id)).status, "admin removes an admin").toBe(403);
    const rename = await call("/api/team", { method: "PATCH", body: { name: "  Shore Wraps  " }, cookie: owner.cookie });
    expect(await rename.json()).toMatchObject({ name: "Shore Wraps" });
    const unicode = "E\u0301quipe Ørsted 🚐";
    expect(await (await call("/api/team", { method: "PATCH", body: { name: unicode }, cookie: owner.cookie })).json()).toMatchObject({ name: unicode.normalize("NFC") });
    expect((await call("/api/team", { method: "PATCH", body: { name: "x".repeat(61) }, cookie: owner.cookie })).status).toBe(400);
    expect((await overview(admin)).team?.name).toBe(unicode.normalize("NFC"));
    expect((await call("/api/team", { method: "PATCH", body: { name: " " }, cookie: owner.cookie })).status).toBe(400);
    expect((await overview(owner)).members.map((m) => [m.userId, m.role])).toEqual([
      [owner.body.id, "owner"],
      [admin.body.id, "admin"],
      [installer.body.id, "admin"],
      [viewer.body.id, "installer"],
    ]);
  });

  it("a removed member, and one who leaves, loses team and shared access at once", async () => {
    const [owner, admin, installer] = await Promise.all([signUp(), signUp(), signUp()]);
    const ids = await formTeam(owner, [
      { person: admin, role: "admin" },
      { person: installer, role: "installer" },
    ]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const installersJob = await createJob(installer.cookie, { clientName: "Bayside" });
    expect((await shareJobWith(owner, job.id, installer.body.id, "edit")).status).toBe(201);
    expect((await shareJobWith(installer, installersJob.id, admin.body.id, "full")).status).toBe(201);
    expect((await call(`/api/jobs/${installersJob.id}`, { cookie: owner.cookie })).status).toBe(200);

    expect((await call(`/api/team/members/${ids[installer.body.id]}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(204);
    expect((await call(`/api/jobs/${job.id}`, { cookie: installer.cookie })).status, "share to them ended").toBe(404);
    expect((await call(`/api/jobs/${installersJob.id}`, { cookie: owner.cookie })).status, "team view ended").toBe(404);
    expect((await call(`/api/jobs/${installersJob.id}`, { cookie: admin.cookie })).status, "their share to the team ended").toBe(404);
    expect((await listJobs(installer.cookie)).items.map((item) => item.id)).toEqual([installersJob.id]);

    expect((await call("/api/team/leave", { body: {}, cookie: admin.cookie })).status).toBe(204);
    expect((await call(`/api/jobs/${job.id}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await overview(owner)).members.map((m) => m.userId)).toEqual([owner.body.id]);
  });
});

describe("cancelling invitations", () => {
  it("an admin cancels invitations for installers and viewers, never the owner's invitation to be an admin", async () => {
    const { owner, admin } = await teamOfThree("installer");
    const toAdmin = await invite(owner, "second-admin@example.com", "admin");
    const toInstaller = await invite(owner, "new-installer@example.com");
    const cancel = (id: string) => call(`/api/team/invitations/${id}`, { method: "DELETE", cookie: admin.cookie });
    const refused = await cancel(toAdmin.id);
    expect(refused.status).toBe(403);
    expect(await errorMessage(refused)).toBe("Only the team's owner can cancel an invitation to be an admin.");
    expect((await cancel(toInstaller.id)).status).toBe(204);
    const left = await (await call("/api/team", { cookie: owner.cookie })).json<{ invitations: { id: string }[] }>();
    expect(left.invitations.map((invitation) => invitation.id)).toEqual([toAdmin.id]);
  });
});
