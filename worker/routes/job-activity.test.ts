import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob } from "../test/jobs";
import { createShare } from "../test/shares";

type Entry = { action: string; details: string; timestamp: string };
const activityOf = async (cookie: string, jobId: string) => await (await call(`/api/jobs/${jobId}/activity`, { cookie })).json<Entry[]>();

describe("GET /api/jobs/:jobId/activity", () => {
  it("tells the job's own history newest first, share views and visitors' additions included", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Fleet Co", jobName: "Box truck" });
    const other = await createJob(cookie, { clientName: "Other Co" });
    await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
    const share = await createShare(cookie, job.id, { accessLevel: "edit" });
    const headers = { "CF-Connecting-IP": "203.0.113.200" };
    await call(`/api/shared/${share.shareToken}`, { headers });
    await call(`/api/shared/${share.shareToken}/measurements`, { headers, body: { contributorName: "Sam", measurement: { jobType: "vehicle", panel: "roof", width: 72, height: 48 } } });

    const entries = await activityOf(cookie, job.id);
    expect(entries.map((entry) => entry.action)).toEqual(["added_measurement", "viewed_share_link", "created_share_link", "added_measurement", "created_job"]);
    expect(entries[0]!.details).toContain("added by Sam through a share link");
    expect(entries.every((entry) => !entry.details.includes("Other Co"))).toBe(true);
    expect((await activityOf(cookie, other.id)).map((entry) => entry.action)).toEqual(["created_job"]);
  });

  it("shows the 20 most recent entries", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Busy Co" });
    for (let i = 1; i <= 21; i += 1) await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "hood", width: i, height: 48, label: `Reading ${i}` });
    const entries = await activityOf(cookie, job.id);
    expect(entries).toHaveLength(20);
    expect(entries[0]!.details).toContain("Reading 21");
    expect(entries.at(-1)!.details).toContain("Reading 2 ");
  });
});
