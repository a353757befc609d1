import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { type Person, formTeam, shareJobWith } from "../test/team";

describe("jobs shared with team members", () => {
  it("shares a job, lists it both ways, shows it on the member's dashboard with who shared it, and revokes it", async () => {
    const [owner, member, outsider] = await Promise.all([signUp({ firstName: "Olga", lastName: "Ortiz" }), signUp(), signUp()]);
    await formTeam(owner, [{ person: member, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Acme", jobName: "Van wrap" });
    const own = await createJob(member.cookie, { clientName: "Zed" });

    const shared = await shareJobWith(owner, job.id, member.body.id, "edit", 7);
    expect(shared.status).toBe(201);
    const share = await shared.json<{ id: string; expiresAt: string; jobTitle: string; sharedWithName: string }>();
    expect(share.jobTitle).toBe("Van wrap for Acme");
    expect(new Date(share.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const dashboard = await listJobs(member.cookie);
    expect(dashboard.items.map((item) => [item.id, item.access])).toEqual([
      [own.id, { level: "owner", via: "owner", grantor: null }],
      [job.id, { level: "edit", via: "share", grantor: "Olga Ortiz" }],
    ]);
    expect(await (await call("/api/jobs/stats", { cookie: member.cookie })).json()).toMatchObject({ total: 2, own: 1 });
    expect(await (await call(`/api/jobs/${job.id}`, { cookie: member.cookie })).json()).toMatchObject({ access: { level: "edit", via: "share", grantor: "Olga Ortiz" } });
    const team = await listJobs(owner.cookie, "?scope=team");
    expect(team.items.map((item) => [item.id, item.access])).toEqual([[own.id, { level: "view", via: "team", grantor: member.user.firstName + " " + member.user.lastName }]]);
    expect((await listJobs(member.cookie, "?scope=team")).items, "an installer has no team view").toEqual([]);

    const givenList = await (await call("/api/team/shared-jobs", { cookie: owner.cookie })).json<{ id: string; direction: string }[]>();
    const receivedList = await (await call("/api/team/shared-jobs", { cookie: member.cookie })).json<{ id: string; direction: string }[]>();
    expect(givenList).toEqual([expect.objectContaining({ id: share.id, direction: "given" })]);
    expect(receivedList).toEqual([expect.objectContaining({ id: share.id, direction: "received" })]);
    expect(await (await call("/api/team/shared-jobs", { cookie: outsider.cookie })).json()).toEqual([]);

    expect((await shareJobWith(owner, job.id, member.body.id, "view")).status, "a second share replaces the first").toBe(201);
    expect(await (await call(`/api/jobs/${job.id}`, { cookie: member.cookie })).json<{ access: { level: string } }>()).toMatchObject({ access: { level: "view" } });

    expect((await call(`/api/team/shared-jobs/${share.id}`, { method: "DELETE", cookie: member.cookie })).status, "a view holder cannot revoke").toBe(403);
    expect((await call(`/api/team/shared-jobs/${share.id}`, { method: "DELETE", cookie: outsider.cookie })).status).toBe(404);
    expect((await call(`/api/team/shared-jobs/${share.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect((await call(`/api/jobs/${job.id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await listJobs(member.cookie)).items.map((item) => item.id)).toEqual([own.id]);
  });

  it("lists a share as expired once the full share its maker held has expired, as access already decides", async () => {
    const [owner, lead, helper] = await Promise.all([signUp(), signUp({ firstName: "Lee", lastName: "Ames" }), signUp()]);
    await formTeam(owner, [
      { person: lead, role: "installer" },
      { person: helper, role: "installer" },
    ]);
    const job = await createJob(owner.cookie, { clientName: "Chain Co" });
    expect((await shareJobWith(owner, job.id, lead.body.id, "full", 1)).status).toBe(201);
    expect((await shareJobWith(lead, job.id, helper.body.id, "view")).status).toBe(201);
    const listed = async () => (await (await call("/api/team/shared-jobs", { cookie: helper.cookie })).json<{ sharedByName: string; expired: boolean }[]>()).map(({ sharedByName, expired }) => ({ sharedByName, expired }));
    expect(await listed()).toEqual([{ sharedByName: "Lee Ames", expired: false }]);

    await env.DB.prepare("update job_shares set expires_at = ? where shared_with_user_id = ?").bind(Date.now() - 1000, lead.body.id).run();

    expect((await call(`/api/jobs/${job.id}`, { cookie: helper.cookie })).status).toBe(404);
    expect(await listed()).toEqual([{ sharedByName: "Lee Ames", expired: true }]);
  });

  it("refuses shares that are not to a teammate or not the sharer's to give, changing nothing", async () => {
    const [owner, member, outsider] = await Promise.all([signUp(), signUp(), signUp()]);
    await formTeam(owner, [{ person: member, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const outsidersJob = await createJob(outsider.cookie, { clientName: "Other" });
    const cases: [Person, Record<string, unknown>, number, string][] = [
      [owner, { jobId: job.id, userId: member.body.id }, 400, "Access level must be view, edit or full"],
      [owner, { jobId: "nope", userId: member.body.id, accessLevel: "view" }, 400, "Choose a job"],
      [owner, { jobId: job.id, userId: member.body.id, accessLevel: "view", expiresInDays: 0 }, 400, "Expiry must be a whole number of days"],
      [owner, { jobId: job.id, userId: outsider.body.id, accessLevel: "view" }, 404, "Team member not found"],
      [owner, { jobId: job.id, userId: owner.body.id, accessLevel: "view" }, 409, "You can't share a job with yourself."],
      [owner, { jobId: outsidersJob.id, userId: member.body.id, accessLevel: "view" }, 404, "Job not found"],
      [member, { jobId: job.id, userId: owner.body.id, accessLevel: "full" }, 404, "Job not found"],
    ];
    for (const [who, body, status, message] of cases) {
      const response = await call("/api/team/share-job", { body, cookie: who.cookie });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await errorMessage(response)).toContain(message);
    }
    expect(await (await call("/api/team/shared-jobs", { cookie: owner.cookie })).json()).toEqual([]);
  });
});
