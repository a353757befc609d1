import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DELETE_WORD } from "../../shared/constants";
import { createDb } from "../db/client";
import { acceptInvitation, findInvitationFor } from "../db/queries/team";
import { call, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { createShare } from "../test/shares";
import { type Person, accept, formTeam, invite, shareJobWith } from "../test/team";

/** Rights that never outlive the person who granted them (hardening issue, items 1 to 4 and 8). */

const UNKNOWN_LINK = `/api/shared/${"A".repeat(43)}`;
const unknownLinkAnswer = async () => {
  const response = await call(UNKNOWN_LINK);
  return { status: response.status, message: (await response.json<{ message: string }>()).message };
};
const openLink = async (token: string) => {
  const response = await call(`/api/shared/${token}`);
  return { status: response.status, message: response.status === 200 ? "ok" : (await response.json<{ message: string }>()).message };
};
const memberIdOf = async (owner: Person, userId: string) => {
  const overview = await (await call("/api/team", { cookie: owner.cookie })).json<{ members: { id: string; userId: string }[] }>();
  return overview.members.find((member) => member.userId === userId)!.id;
};
const sharedJobs = async (who: Person) =>
  await (await call("/api/team/shared-jobs", { cookie: who.cookie })).json<{ id: string; sharedByUserId: string; sharedWithUserId: string }[]>();
const listedLinks = async (who: Person, jobId: string) =>
  await (await call(`/api/jobs/${jobId}/qr-shares`, { cookie: who.cookie })).json<{ id: string; state: string }[]>();

/** An owner, a member with a full share of the owner's job, and a second member; the full member has made a link and shared the job on. */
async function grantsMadeByAFullMember() {
  const [owner, full, other] = await Promise.all([signUp(), signUp(), signUp()]);
  await formTeam(owner, [
    { person: full, role: "installer" },
    { person: other, role: "installer" },
  ]);
  const job = await createJob(owner.cookie, { clientName: "Acme" });
  const fullShare = await shareJobWith(owner, job.id, full.body.id, "full");
  expect(fullShare.status).toBe(201);
  const link = await createShare(full.cookie, job.id, { accessLevel: "edit", expiresInDays: 30 });
  expect((await shareJobWith(full, job.id, other.body.id, "edit")).status).toBe(201);
  expect((await openLink(link.shareToken)).status).toBe(200);
  expect((await call(`/api/jobs/${job.id}`, { cookie: other.cookie })).status).toBe(200);
  return { owner, full, other, job, link, fullShareId: (await fullShare.json<{ id: string }>()).id };
}

async function expectGrantsEnded(setup: Awaited<ReturnType<typeof grantsMadeByAFullMember>>) {
  const { owner, other, job, link, full } = setup;
  expect(await openLink(link.shareToken), "the link answers as an unknown one").toEqual(await unknownLinkAnswer());
  expect((await call(`/api/shared/${link.shareToken}/measurements`, { body: { contributorName: "Kim", measurement: { jobType: "vehicle", panel: "hood", width: 10, height: 10 } } })).status).toBe(404);
  expect((await call(`/api/jobs/${job.id}`, { cookie: other.cookie })).status, "the share the member gave ends too").toBe(404);
  expect((await sharedJobs(owner)).filter((share) => share.sharedByUserId === full.body.id), "and no longer lists").toEqual([]);
  expect((await listedLinks(owner, job.id)).map((row) => row.state), "the owner's list shows the link inactive").toEqual(["inactive"]);
}

describe("a share link or job share made by a full-access member", () => {
  it("ends when that member's share is revoked", async () => {
    const setup = await grantsMadeByAFullMember();
    expect((await call(`/api/team/shared-jobs/${setup.fullShareId}`, { method: "DELETE", cookie: setup.owner.cookie })).status).toBe(204);
    await expectGrantsEnded(setup);
  });

  it("ends when that member's share expires", async () => {
    const setup = await grantsMadeByAFullMember();
    await env.DB.prepare("update job_shares set expires_at = ? where id = ?").bind(Date.now() - 1000, setup.fullShareId).run();
    const { job, link, other } = setup;
    expect(await openLink(link.shareToken)).toEqual(await unknownLinkAnswer());
    expect((await call(`/api/jobs/${job.id}`, { cookie: other.cookie })).status).toBe(404);
    expect(await (await call("/api/jobs?scope=mine", { cookie: other.cookie })).json<{ items: unknown[] }>()).toMatchObject({ items: [] });
    expect((await listedLinks(setup.owner, job.id)).map((row) => row.state), "the owner's list shows the link inactive").toEqual(["inactive"]);
  });

  it("ends when that member's share is lowered below full", async () => {
    const setup = await grantsMadeByAFullMember();
    expect((await shareJobWith(setup.owner, setup.job.id, setup.full.body.id, "edit")).status).toBe(201);
    await expectGrantsEnded(setup);
  });

  it("ends when that member is removed from the team", async () => {
    const setup = await grantsMadeByAFullMember();
    const memberId = await memberIdOf(setup.owner, setup.full.body.id);
    expect((await call(`/api/team/members/${memberId}`, { method: "DELETE", cookie: setup.owner.cookie })).status).toBe(204);
    await expectGrantsEnded(setup);
  });

  it("ends when that member leaves the team", async () => {
    const setup = await grantsMadeByAFullMember();
    expect((await call("/api/team/leave", { body: {}, cookie: setup.full.cookie })).status).toBe(204);
    await expectGrantsEnded(setup);
  });

  it("ends down a chain: a share given by someone whose own full share was given by a revoked member", async () => {
    const setup = await grantsMadeByAFullMember();
    expect((await shareJobWith(setup.full, setup.job.id, setup.other.body.id, "full")).status).toBe(201);
    const third = await signUp();
    await accept(third, await invite(setup.owner, third.user.email));
    expect((await shareJobWith(setup.other, setup.job.id, third.body.id, "view")).status).toBe(201);
    expect((await call(`/api/jobs/${setup.job.id}`, { cookie: third.cookie })).status).toBe(200);
    expect((await call(`/api/team/shared-jobs/${setup.fullShareId}`, { method: "DELETE", cookie: setup.owner.cookie })).status).toBe(204);
    expect((await call(`/api/jobs/${setup.job.id}`, { cookie: third.cookie })).status).toBe(404);
    expect((await call(`/api/jobs/${setup.job.id}`, { cookie: setup.other.cookie })).status).toBe(404);
  });

  it("ends down a chain when the member who gave full access deletes their account, and stays ended when the next one is given full access again", async () => {
    const setup = await grantsMadeByAFullMember();
    const { owner, full, other, job } = setup;
    expect((await shareJobWith(full, job.id, other.body.id, "full")).status).toBe(201);
    const link = await createShare(other.cookie, job.id, { accessLevel: "edit", expiresInDays: 30 });
    const third = await signUp();
    await accept(third, await invite(owner, third.user.email));
    expect((await shareJobWith(other, job.id, third.body.id, "view")).status).toBe(201);
    expect((await openLink(link.shareToken)).status).toBe(200);

    const deleted = await call("/api/account", { method: "DELETE", body: { password: full.user.password, confirmation: DELETE_WORD }, cookie: full.cookie });
    expect(deleted.status).toBe(204);
    expect(await openLink(link.shareToken)).toEqual(await unknownLinkAnswer());
    expect((await call(`/api/jobs/${job.id}`, { cookie: third.cookie })).status).toBe(404);

    expect((await shareJobWith(owner, job.id, other.body.id, "full")).status).toBe(201);
    expect(await openLink(link.shareToken), "the link made under the deleted member's grant stays ended").toEqual(await unknownLinkAnswer());
    expect((await call(`/api/jobs/${job.id}`, { cookie: third.cookie })).status, "and so does the share").toBe(404);
  });

  it("keeps working while the member keeps full access, and an owner's link is untouched by the member's removal", async () => {
    const setup = await grantsMadeByAFullMember();
    const ownerLink = await createShare(setup.owner.cookie, setup.job.id, { accessLevel: "view", expiresInDays: 7 });
    expect((await openLink(setup.link.shareToken)).status).toBe(200);
    const memberId = await memberIdOf(setup.owner, setup.full.body.id);
    expect((await call(`/api/team/members/${memberId}`, { method: "DELETE", cookie: setup.owner.cookie })).status).toBe(204);
    expect((await openLink(ownerLink.shareToken)).status).toBe(200);
  });
});

describe("invitations never give more than their inviter may grant now", () => {
  it("only the owner invites an admin", async () => {
    const [owner, admin] = await Promise.all([signUp(), signUp()]);
    await formTeam(owner, [{ person: admin, role: "admin" }]);
    const response = await call("/api/team/invite", { body: { email: "new-admin@example.com", role: "admin" }, cookie: admin.cookie });
    expect(response.status).toBe(403);
    expect((await response.json<{ message: string }>()).message).toBe("Only the team's owner can invite an admin.");
    expect((await call("/api/team/invite", { body: { email: "new-installer@example.com", role: "installer" }, cookie: admin.cookie })).status).toBe(201);
  });

  for (const lapse of ["removed", "demoted"] as const) {
    it(`an invitation made by an admin who was later ${lapse} is void: it no longer lists and accepting answers 410`, async () => {
      const [owner, admin, invitee] = await Promise.all([signUp(), signUp(), signUp()]);
      await formTeam(owner, [{ person: admin, role: "admin" }]);
      const invitation = await invite(admin, invitee.user.email, "installer");
      const memberId = await memberIdOf(owner, admin.body.id);
      const change = lapse === "removed" ? call(`/api/team/members/${memberId}`, { method: "DELETE", cookie: owner.cookie }) : call(`/api/team/members/${memberId}`, { method: "PATCH", body: { role: "installer" }, cookie: owner.cookie });
      expect((await change).status).toBeLessThan(300);

      expect(await (await call("/api/team/invitations/received", { cookie: invitee.cookie })).json()).toEqual([]);
      const team = await (await call("/api/team", { cookie: owner.cookie })).json<{ invitations: unknown[] }>();
      expect(team.invitations).toEqual([]);
      const response = await call(`/api/team/invitations/${invitation.id}/accept`, { body: { code: invitation.code }, cookie: invitee.cookie });
      expect(response.status).toBe(410);
      expect((await response.json<{ message: string }>()).message).toMatch(/no longer counts.*Ask the team's owner for a new one/);
      expect((await (await call("/api/team", { cookie: invitee.cookie })).json<{ team: unknown }>()).team).toBeNull();
    });
  }

  it("is checked again inside the accepting insert, so an inviter removed after the route's check adds nobody", async () => {
    const [owner, admin, invitee] = await Promise.all([signUp(), signUp(), signUp()]);
    await formTeam(owner, [{ person: admin, role: "admin" }]);
    const invitation = await invite(admin, invitee.user.email, "installer");
    const found = await findInvitationFor(createDb(env.DB), invitation.id, invitee.user.email);
    expect(found?.inviterMayGrant).toBe(true);
    expect((await call(`/api/team/members/${await memberIdOf(owner, admin.body.id)}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await acceptInvitation(createDb(env.DB), { ...invitee.user, id: invitee.body.id }, found!.invitation, found!.team)).toBe(false);
    expect((await (await call("/api/team", { cookie: invitee.cookie })).json<{ team: unknown }>()).team).toBeNull();
  });

  it("an invitation expires after 14 days, shown on both sides, and inviting again replaces it", async () => {
    const [owner, invitee] = await Promise.all([signUp(), signUp()]);
    const invitation = await invite(owner, invitee.user.email);
    const [sent] = await (await call("/api/team/invitations/received", { cookie: invitee.cookie })).json<{ expiresAt: string; createdAt: string }[]>();
    expect(Date.parse(sent!.expiresAt) - Date.parse(sent!.createdAt)).toBe(14 * 24 * 60 * 60 * 1000);

    await env.DB.prepare("update team_invitations set created_at = ? where id = ?").bind(Date.now() - 15 * 24 * 60 * 60 * 1000, invitation.id).run();
    expect(await (await call("/api/team/invitations/received", { cookie: invitee.cookie })).json()).toEqual([]);
    const team = await (await call("/api/team", { cookie: owner.cookie })).json<{ invitations: { id: string; expired: boolean }[] }>();
    expect(team.invitations).toEqual([expect.objectContaining({ id: invitation.id, expired: true })]);
    const response = await call(`/api/team/invitations/${invitation.id}/accept`, { body: { code: invitation.code }, cookie: invitee.cookie });
    expect(response.status).toBe(410);
    expect((await response.json<{ message: string }>()).message).toMatch(/expired after 14 days/);

    const again = await invite(owner, invitee.user.email);
    expect(again.id).not.toBe(invitation.id);
    await accept(invitee, again);
  });
});

describe("deleting a job", () => {
  it("is the owner's alone: a full share edits and shares but gets 403 on delete, and the job stays", async () => {
    const [owner, full] = await Promise.all([signUp(), signUp()]);
    await formTeam(owner, [{ person: full, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    expect((await shareJobWith(owner, job.id, full.body.id, "full")).status).toBe(201);
    const response = await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie: full.cookie });
    expect(response.status).toBe(403);
    expect((await response.json<{ message: string }>()).message).toBe("Only the job's owner can do that.");
    expect((await call(`/api/jobs/${job.id}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await call(`/api/jobs/${job.id}`, { method: "PATCH", body: { notes: "Checked" }, cookie: full.cookie })).status).toBe(200);
  });
});

describe("sharing a job with a member again", () => {
  it("is a no-op when identical: 100 calls make one share and one activity entry, all with the same answer", async () => {
    const [owner, member] = await Promise.all([signUp(), signUp()]);
    await formTeam(owner, [{ person: member, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const answers = await Promise.all(Array.from({ length: 100 }, () => shareJobWith(owner, job.id, member.body.id, "edit")));
    expect(answers.map((response) => response.status)).toEqual(Array(100).fill(201));
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as { id: string; accessLevel: string; sharedAt: string }[];
    expect(new Set(bodies.map((body) => `${body.id} ${body.accessLevel} ${body.sharedAt}`)).size).toBe(1);
    const logged = await env.DB.prepare("select count(*) as n from activity_logs where job_id = ? and action = 'shared_job'").bind(job.id).first<{ n: number }>();
    expect(logged?.n).toBe(1);

    expect((await shareJobWith(owner, job.id, member.body.id, "view")).status).toBe(201);
    const relogged = await env.DB.prepare("select count(*) as n from activity_logs where job_id = ? and action = 'shared_job'").bind(job.id).first<{ n: number }>();
    expect(relogged?.n, "a real change is logged").toBe(2);
  });
});
