import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ActivityLogPage, Insights } from "../../shared/schemas/insights";
import app from "../app";
import { shareJob } from "../test/access-fixtures";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";

const metrics = async (cookie: string, query = "?period=week&tz=Europe/Berlin") => call(`/api/performance/metrics${query}`, { cookie });
const feed = async (cookie: string, query = "") => await (await call(`/api/activity/logs${query}`, { cookie })).json<ActivityLogPage>();

describe("GET /api/performance/metrics", () => {
  it("asks for a session, a known period and a real time zone", async () => {
    expect((await call("/api/performance/metrics?period=week")).status).toBe(401);
    const { cookie } = await signUp();
    const noPeriod = await metrics(cookie, "");
    expect(noPeriod.status).toBe(400);
    expect(await errorMessage(noPeriod)).toContain("Period must be week, month or quarter");
    const badZone = await metrics(cookie, "?period=week&tz=Mars%2FOlympus");
    expect(badZone.status).toBe(400);
    expect(await errorMessage(badZone)).toContain("Time zone must be an IANA name");
  });

  it("counts the caller's jobs the way the dashboard does, and nobody else's", async () => {
    const { cookie } = await signUp();
    const { cookie: stranger } = await signUp();
    await createJob(stranger, { clientName: "Not Mine", totalSquareFeet: 500 });
    const first = await createJob(cookie, { clientName: "Acme Fleet", vehicleMake: "Ford", vehicleModel: "Transit" });
    await addMeasurement(cookie, first.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
    const second = await createJob(cookie, { clientName: "acme fleet", totalSquareFeet: 100, status: "in_progress" });
    await call(`/api/jobs/${second.id}`, { cookie, method: "PATCH", body: { status: "completed", base: { status: "in_progress" } } });

    const response = await metrics(cookie);
    expect(response.status).toBe(200);
    const insights = await response.json<Insights>();
    const stats = await (await call("/api/jobs/stats", { cookie })).json<{ total: number; completed: number; active: number }>();
    expect(insights).toMatchObject({ period: "week", timeZone: "Europe/Berlin" });
    expect(insights.figures).toMatchObject({
      jobs: stats.total,
      completed: stats.completed,
      inProgress: stats.active,
      completionRate: 50,
      completedInPeriod: 1,
      uniqueClients: 1,
      returningClients: 1,
      squareFeet: 120,
      byMake: [{ make: "Ford", jobs: 1, squareFeet: 20 }],
    });
  });

  it("answers from the stored figures, one statement after the session's, until a job changes", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Stored Co" });
    const first = await (await metrics(cookie)).json<Insights>();
    const counted = await app.request("/api/performance/metrics?period=week&tz=Europe/Berlin", { headers: { Cookie: cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect((await counted.json<Insights>()).computedAt).toBe(first.computedAt);
    expect(counted.headers.get("X-D1-Queries")).toBe("2");
    await call(`/api/jobs/${job.id}`, { cookie, method: "PATCH", body: { status: "completed", base: { status: "quote_sent" } } });
    const after = await (await metrics(cookie)).json<Insights>();
    expect(after.figures.completed).toBe(1);
    await call(`/api/jobs/${job.id}`, { cookie, method: "PATCH", body: { status: "in_progress", base: { status: "completed" } } });
    const reopened = await (await metrics(cookie)).json<Insights>();
    expect(reopened.figures).toMatchObject({ completed: 0, completedInPeriod: 0, inProgress: 1 });
  });

  it("recomputes in the zone the phone now reports", async () => {
    const { cookie } = await signUp();
    await createJob(cookie, { clientName: "Zone Co" });
    await metrics(cookie);
    const tokyo = await (await metrics(cookie, "?period=month&tz=Asia/Tokyo")).json<Insights>();
    expect(tokyo.timeZone).toBe("Asia/Tokyo");
    expect(tokyo.figures.jobs).toBe(1);
  });
});

describe("GET /api/activity/logs", () => {
  it("pages the caller's activity newest first, 10 at a time, with no entry twice", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Busy Co", jobName: "Van" });
    for (let index = 1; index <= 11; index += 1) await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "hood", width: index, height: 48, label: `Reading ${index}` });
    const first = await feed(cookie);
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0]).toMatchObject({ action: "added_measurement", job: { id: job.id, label: "Van for Busy Co" } });
    expect(first.entries[0]!.details).toContain("Reading 11");
    const second = await feed(cookie, `?cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => entry.action)).toEqual(["added_measurement", "created_job"]);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(12);
  });

  it("names a job without a name by its vehicle and client, in the entry and its link", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Blue Ridge Plumbing", vehicleYear: 2019, vehicleMake: "Ford", vehicleModel: "Transit" });
    await createJob(cookie, { clientName: "Acme" });
    const { entries } = await feed(cookie);
    expect(entries.map((entry) => entry.details)).toEqual(["Acme", "2019 Ford Transit, Blue Ridge Plumbing"]);
    expect(entries[1]!.job).toEqual({ id: job.id, label: "2019 Ford Transit, Blue Ridge Plumbing" });
    expect(JSON.stringify(entries)).not.toContain("Job for");
  });

  it("shows entries on jobs shared with the caller while the share lasts, never a stranger's, and drops the link of a deleted job", async () => {
    const owner = await signUp();
    const member = await signUp();
    const stranger = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Shared Co" });
    await createJob(stranger.cookie, { clientName: "Secret Co" });
    await shareJob(job.id, member.body.id, owner.body.id, "edit");
    await addMeasurement(member.cookie, job.id, { jobType: "vehicle", panel: "roof", width: 72, height: 48 });

    const ownerFeed = await feed(owner.cookie);
    expect(ownerFeed.entries.map((entry) => entry.action)).toEqual(["added_measurement", "created_job"]);
    const memberFeed = await feed(member.cookie);
    expect(memberFeed.entries.map((entry) => entry.action)).toEqual(["added_measurement", "created_job"]);
    expect(memberFeed.entries.every((entry) => !entry.details?.includes("Secret Co"))).toBe(true);
    expect((await feed(stranger.cookie)).entries.map((entry) => entry.details)).toEqual(["Secret Co"]);

    await env.DB.prepare("update job_shares set expires_at = 1 where job_id = ?").bind(job.id).run();
    const expired = await feed(member.cookie);
    expect(expired.entries.map((entry) => entry.action)).toEqual(["added_measurement"]);
    expect(expired.entries[0]!.job).toBeNull();

    await call(`/api/jobs/${job.id}`, { cookie: owner.cookie, method: "DELETE" });
    const afterDelete = await feed(owner.cookie);
    expect(afterDelete.entries[0]).toMatchObject({ action: "deleted_job", job: null });
  });

  it("pages through entries from all three sources, interleaved, with nothing skipped or repeated", async () => {
    const owner = await signUp();
    const member = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Mixed Co" });
    await shareJob(job.id, member.body.id, owner.body.id, "edit");
    await createJob(member.cookie, { clientName: "Member's own" });
    for (let index = 1; index <= 6; index += 1) {
      const cookie = index % 2 ? member.cookie : owner.cookie;
      await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "hood", width: index, height: 48, label: `Reading ${index}` });
    }
    for (const cookie of [owner.cookie, member.cookie]) {
      const all = (await feed(cookie, "?limit=50")).entries.map((entry) => entry.id);
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: ActivityLogPage = await feed(cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        paged.push(...page.entries.map((entry) => entry.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(all);
    }
    expect((await feed(owner.cookie, "?limit=50")).entries).toHaveLength(7);
    expect((await feed(member.cookie, "?limit=50")).entries).toHaveLength(8);
  });

  it("refuses a made-up cursor and a page too large", async () => {
    const { cookie } = await signUp();
    const badCursor = await call("/api/activity/logs?cursor=bm90LWEtY3Vyc29y", { cookie });
    expect(badCursor.status).toBe(400);
    expect(await errorMessage(badCursor)).toContain("cursor is not valid");
    const tooMany = await call("/api/activity/logs?limit=51", { cookie });
    expect(tooMany.status).toBe(400);
    expect(await errorMessage(tooMany)).toContain("Limit must be 50 or less");
    expect((await call("/api/activity/logs")).status).toBe(401);
  });
});
