import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { findGrant } from "../db/queries/access";
import { upsertJobShare } from "../db/queries/job-shares";
import { type Membership, type MemberRow, findMember, findMembership, removeMember, setMemberRole, transferOwnership } from "../db/queries/team";
import { call, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { formTeam, teamOfThree } from "../test/team";

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
