import { describe, expect, it } from "vitest";
import { shareJob } from "../test/access-fixtures";
import { apiClient, call, signUp } from "../test/http";
import { seedJob } from "../test/insights-seed";
import { addMeasurement, createJob } from "../test/jobs";

async function snapshot(cookie: string) {
  const response = await apiClient(cookie).offline.jobs.$get();
  expect(response.status).toBe(200);
  return response.json();
}

/** Completed jobs written straight to D1, each updated a minute after the one before. */
async function seedCompleted(userId: string, count: number, from: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = new Date(from + index * 60_000).toISOString();
    ids.push(await seedJob(userId, { clientName: `Old ${index}`, createdAt: at, status: "completed", completedAt: at }));
  }
  return ids;
}

describe("GET /api/offline/jobs", () => {
  it("keeps every job in progress or quoted and the 100 most recently updated, each with its measurements", async () => {
    const { cookie, body: user } = await signUp();
    const oldQuote = await seedJob(user.id, { clientName: "Quoted long ago", createdAt: "2024-01-01T00:00:00.000Z", status: "quote_sent" });
    const oldActive = await seedJob(user.id, { clientName: "Slow wrap", createdAt: "2024-01-02T00:00:00.000Z", status: "in_progress" });
    const completed = await seedCompleted(user.id, 101, Date.parse("2025-01-01T00:00:00.000Z"));
    const fresh = await createJob(cookie, { clientName: "Fresh Fleet", status: "completed" });
    await addMeasurement(cookie, fresh.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
    await addMeasurement(cookie, fresh.id, { jobType: "vehicle", panel: "roof", width: 72, height: 60 });

    const kept = await snapshot(cookie);
    const ids = new Set(kept.jobs.map((job) => job.id));
    expect(ids.size).toBe(kept.jobs.length);
    expect(kept.jobs).toHaveLength(102);
    expect(ids.has(oldQuote) && ids.has(oldActive) && ids.has(fresh.id)).toBe(true);
    expect(completed.filter((id) => ids.has(id))).toEqual(completed.slice(2));
    expect(kept.measurements[fresh.id]?.map((item) => item.panel)).toEqual(["hood", "roof"]);
    expect(kept.measurements[oldQuote]).toEqual([]);
  });

  it("includes jobs shared with the user, with their access, and never another user's unshared job", async () => {
    const owner = await signUp();
    const viewer = await signUp();
    const shared = await createJob(owner.cookie, { clientName: "Shared Signs", status: "in_progress" });
    const secret = await createJob(owner.cookie, { clientName: "Private Wraps", status: "in_progress" });
    await shareJob(shared.id, viewer.body.id, owner.body.id, "view");
    const lapsed = await createJob(owner.cookie, { clientName: "Lapsed Share", status: "in_progress" });
    await shareJob(lapsed.id, viewer.body.id, owner.body.id, "edit", Date.now() - 1000);

    const kept = await snapshot(viewer.cookie);
    expect(kept.jobs.map((job) => [job.clientName, job.access.level, job.access.via])).toEqual([["Shared Signs", "view", "share"]]);
    expect(Object.keys(kept.measurements)).toEqual([shared.id]);
    expect(kept.jobs.some((job) => job.id === secret.id)).toBe(false);
  });

  it("asks for a sign-in", async () => {
    expect((await call("/api/offline/jobs")).status).toBe(401);
  });

});
