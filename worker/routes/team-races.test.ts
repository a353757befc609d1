import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { findGrant } from "../db/queries/access";
import { upsertJobShare } from "../db/queries/job-shares";
import { type Membership, type MemberRow, dissolveTeam, findMember, findMembership, removeMember, renameTeam, setMemberRole, transferOwnership } from "../db/queries/team";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { beforeWriteTo } from "../test/paused-write";
import { type Person, formTeam, invite, shareJobWith, teamOfThree } from "../test/team";

/**
 * Each route reads the team, then writes. These tests make the write from that earlier read after another request
 * changed the team in between (what two requests racing do), and check the write no longer acts on what it read.
 */
const db = () => createDb(env.DB);
const membershipOf = async (userId: string): Promise<Membership> => (await findMembership(db(), userId))!;
const memberRead = async (teamId: string, memberId: string): Promise<MemberRow> => (await findMember(db(), teamId, memberId))!;
const jobStatus = async (cookie: string, jobId: string) => (await call(`/api/jobs/${jobId}`, { cookie })).status;

describe("team writes made from a read another request has since changed", () => {
  it("does not hand the team to an admin who left after the owner read them", async () => {
    const { owner, admin, other: installer, members } = await teamOfThree("installer");
    const installersJob = await createJob(installer.cookie, { clientName: "Fleet Co" });
    const team = await membershipOf(owner.body.id);
    const staleAdmin = await memberRead(team.teamId, members[admin.body.id]!);
    expect((await call("/api/team/leave", { body: {}, cookie: admin.cookie })).status).toBe(204);

    expect(await transferOwnership(db(), team, staleAdmin)).toBe(false);
    expect(await membershipOf(owner.body.id)).toMatchObject({ role: "owner", ownerId: owner.body.id });
    expect(await jobStatus(admin.cookie, installersJob.id)).toBe(404);
  });

  it("does not share a job with someone removed from the team after the sharer read them", async () => {
    const owner = await signUp();
    const installer = await signUp();
    const members = await formTeam(owner, [{ person: installer, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const { grant } = (await findGrant(db(), { userId: owner.body.id }, "job", job.id))!;
    expect((await call(`/api/team/members/${members[installer.body.id]}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);

    expect(await upsertJobShare(db(), owner.body.id, grant, { userId: installer.body.id, name: "Dana" }, "edit", null)).toBeNull();
    expect(await jobStatus(installer.cookie, job.id)).toBe(404);
  });

  it("does not change or remove a member whose role changed after an admin read it", async () => {
    const { owner, admin, other: installer, members } = await teamOfThree("installer");
    const adminsTeam = await membershipOf(admin.body.id);
    const staleInstaller = await memberRead(adminsTeam.teamId, members[installer.body.id]!);
    expect((await call(`/api/team/members/${members[installer.body.id]}`, { method: "PATCH", body: { role: "admin" }, cookie: owner.cookie })).status).toBe(200);

    expect(await setMemberRole(db(), admin.body.id, adminsTeam, staleInstaller, "viewer")).toBe(false);
    expect(await removeMember(db(), admin.body.id, adminsTeam, staleInstaller)).toBe(false);
    expect(await memberRead(adminsTeam.teamId, members[installer.body.id]!)).toMatchObject({ role: "admin" });
  });

  it("does not let an admin demoted after the route read them change anyone", async () => {
    const { owner, admin, other: viewer, members } = await teamOfThree("viewer");
    const adminsTeam = await membershipOf(admin.body.id);
    const viewerRead = await memberRead(adminsTeam.teamId, members[viewer.body.id]!);
    expect((await call(`/api/team/members/${members[admin.body.id]}`, { method: "PATCH", body: { role: "viewer" }, cookie: owner.cookie })).status).toBe(200);

    expect(await setMemberRole(db(), admin.body.id, adminsTeam, viewerRead, "installer")).toBe(false);
    expect(await removeMember(db(), admin.body.id, adminsTeam, viewerRead)).toBe(false);
    expect(await memberRead(adminsTeam.teamId, members[viewer.body.id]!)).toMatchObject({ role: "viewer" });
  });
});

describe("renaming, dissolving or handing over a team after its owner handed it over", () => {
  const handOver = async (owner: Person, admin: Person, members: Record<string, string>) =>
    await call("/api/team/transfer", { body: { memberId: members[admin.body.id] }, cookie: owner.cookie });
  const teamRow = (teamId: string) => env.DB.prepare("select name, owner_id as ownerId from teams where id = ?").bind(teamId).first<{ name: string; ownerId: string }>();
  const logged = async (actorId: string, action: string) =>
    await env.DB.prepare("select count(*) as n from activity_logs where user_id = ? and action = ?").bind(actorId, action).first<number>("n");

  it("does not rename or dissolve from a read made while the caller still owned the team", async () => {
    const { owner, admin, other: installer, members } = await teamOfThree("installer");
    const staleOwner = await membershipOf(owner.body.id);
    expect((await handOver(owner, admin, members)).status).toBe(200);

    const renamed = await renameTeam(db(), owner.body.id, staleOwner, "Taken back");
    expect(await teamRow(staleOwner.teamId)).toEqual({ name: staleOwner.teamName, ownerId: admin.body.id });
    const dissolved = await dissolveTeam(db(), staleOwner);
    expect(await teamRow(staleOwner.teamId)).toEqual({ name: staleOwner.teamName, ownerId: admin.body.id });
    expect(await membershipOf(installer.body.id)).toMatchObject({ teamId: staleOwner.teamId, role: "installer" });
    expect([renamed, dissolved]).toEqual([false, false]);
    expect(await logged(owner.body.id, "renamed_team")).toBe(0);
    expect(await logged(owner.body.id, "dissolved_team")).toBe(0);
  });

  it("answers a rename overtaken by a handover 403, and one overtaken by the caller leaving 404, renaming nothing", async () => {
    const { owner, admin, members } = await teamOfThree("installer");
    const { teamId, teamName } = await membershipOf(owner.body.id);
    const rename = { method: "PATCH", path: "/api/team", cookie: owner.cookie, body: { name: "Shore Wraps" } };

    const handedOver = await beforeWriteTo("teams", () => handOver(owner, admin, members), rename);
    expect([handedOver.meanwhile.status, handedOver.answer.status]).toEqual([200, 403]);
    expect(await errorMessage(handedOver.answer)).toBe("Only the team's owner can rename it.");
    expect(await teamRow(teamId)).toEqual({ name: teamName, ownerId: admin.body.id });

    const back = await call("/api/team/transfer", { body: { memberId: members[owner.body.id] }, cookie: admin.cookie });
    expect(back.status).toBe(200);
    const handOverAndLeave = async () => {
      expect((await handOver(owner, admin, members)).status).toBe(200);
      return await call("/api/team/leave", { body: {}, cookie: owner.cookie });
    };
    const left = await beforeWriteTo("teams", handOverAndLeave, rename);
    expect([left.meanwhile.status, left.answer.status]).toEqual([204, 404]);
    expect(await errorMessage(left.answer)).toBe("You are not on a team.");
    expect(await teamRow(teamId)).toEqual({ name: teamName, ownerId: admin.body.id });
    expect(await logged(owner.body.id, "renamed_team")).toBe(0);
  });

  it("answers 409 when the caller owns another team by the time the rename would be written", async () => {
    const { owner, admin, members } = await teamOfThree("installer");
    const { teamId, teamName } = await membershipOf(owner.body.id);
    const startAnother = async () => {
      expect((await handOver(owner, admin, members)).status).toBe(200);
      expect((await call("/api/team/leave", { body: {}, cookie: owner.cookie })).status).toBe(204);
      await invite(owner, `newcomer${Date.now()}@example.com`);
      return new Response(null, { status: 204 });
    };
    const { answer } = await beforeWriteTo("teams", startAnother, { method: "PATCH", path: "/api/team", cookie: owner.cookie, body: { name: "Shore Wraps" } });
    expect(answer.status).toBe(409);
    expect(await errorMessage(answer)).toBe("Your team changed meanwhile. Check the Team page and try again.");
    expect(await teamRow(teamId)).toEqual({ name: teamName, ownerId: admin.body.id });
    expect((await membershipOf(owner.body.id)).teamName).not.toBe("Shore Wraps");
  });

  it("answers a handover overtaken by another handover 403, leaving the team with the first admin", async () => {
    const { owner, admin, other: secondAdmin, members } = await teamOfThree("admin");
    const { teamId } = await membershipOf(owner.body.id);
    const second = { method: "POST", path: "/api/team/transfer", cookie: owner.cookie, body: { memberId: members[secondAdmin.body.id] } };
    const { answer, meanwhile } = await beforeWriteTo("teams", () => handOver(owner, admin, members), second);
    expect([meanwhile.status, answer.status]).toEqual([200, 403]);
    expect(await errorMessage(answer)).toBe("Only the team's owner can hand the team over.");
    expect(await teamRow(teamId)).toMatchObject({ ownerId: admin.body.id });
    expect(await membershipOf(secondAdmin.body.id)).toMatchObject({ role: "admin" });
  });

  it("answers a dissolve overtaken by a handover 403 and keeps the team, its members and their shares", async () => {
    const { owner, admin, other: installer, members } = await teamOfThree("installer");
    const { teamId } = await membershipOf(owner.body.id);
    const job = await createJob(installer.cookie, { clientName: "Fleet Co" });
    expect((await shareJobWith(installer, job.id, admin.body.id, "edit")).status).toBe(201);

    const { answer, meanwhile } = await beforeWriteTo("activity_logs", () => handOver(owner, admin, members), { method: "DELETE", path: "/api/team", cookie: owner.cookie, body: {} });
    expect([meanwhile.status, answer.status]).toEqual([200, 403]);
    expect(await errorMessage(answer)).toBe("Only the team's owner can dissolve it.");
    expect(await teamRow(teamId)).toMatchObject({ ownerId: admin.body.id });
    expect(await membershipOf(installer.body.id)).toMatchObject({ teamId, role: "installer" });
    expect(await env.DB.prepare("select access_level as level from job_shares where job_id = ?").bind(job.id).all()).toMatchObject({ results: [{ level: "edit" }] });
    expect(await logged(owner.body.id, "dissolved_team")).toBe(0);
  });

  it("answers the second of two dissolves 404, logging one", async () => {
    const owner = await signUp();
    await invite(owner, `guest${Date.now()}@example.com`);
    const dissolve = () => call("/api/team", { method: "DELETE", cookie: owner.cookie });
    const { answer, meanwhile } = await beforeWriteTo("activity_logs", dissolve, { method: "DELETE", path: "/api/team", cookie: owner.cookie, body: {} });
    expect([meanwhile.status, answer.status]).toEqual([204, 404]);
    expect(await errorMessage(answer)).toBe("You are not on a team.");
    expect(await logged(owner.body.id, "dissolved_team")).toBe(1);
  });
});
