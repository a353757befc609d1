import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { formTeam } from "../test/team";

describe("a JSON write with a field it does not take", () => {
  it("refuses a misspelt share expiry rather than share the job with no end, and shares nothing", async () => {
    const owner = await signUp();
    const member = await signUp();
    await formTeam(owner, [{ person: member, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const response = await call("/api/team/share-job", { cookie: owner.cookie, body: { jobId: job.id, userId: member.body.id, accessLevel: "view", expiresInDay: 1 } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("Unknown field: expiresInDay");
    expect((await call(`/api/jobs/${job.id}`, { cookie: member.cookie })).status).toBe(404);
  });

  it("refuses a job's userId and timestamps, a misspelt edit, estimate or measurement field, and changes nothing", async () => {
    const { cookie } = await signUp();
    const create = await call("/api/jobs", { cookie, body: { clientName: "C1", userId: "00000000-0000-4000-8000-000000000000", createdAt: "2001-01-01T00:00:00.000Z" } });
    expect(await errorMessage(create)).toBe("Unknown fields: userId, createdAt");
    expect((await listJobs(cookie)).items).toHaveLength(0);
    const inherited = await call("/api/jobs", { cookie, body: JSON.parse('{"clientName":"C1","constructor":1,"__proto__":{}}') });
    expect(inherited.status).toBe(400);
    expect(await errorMessage(inherited)).toBe("Unknown fields: constructor, __proto__");

    const job = await createJob(cookie, { clientName: "Acme" });
    const edit = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { jobName: "New", vehicleColour: "red" } });
    expect(edit.status).toBe(400);
    expect(await errorMessage(edit)).toBe("Unknown field: vehicleColour");
    expect((await (await call(`/api/jobs/${job.id}`, { cookie })).json<{ jobName: string | null }>()).jobName).toBeNull();

    const estimate = await call(`/api/jobs/${job.id}/estimates`, { cookie, body: { totalSurfaceArea: 100, wastePercent: 50 } });
    expect(await errorMessage(estimate)).toBe("Unknown field: wastePercent");
    const measurement = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: { jobType: "vehicle", panel: "hood", width: 60, height: 40, lable: "Hood" } });
    expect(await errorMessage(measurement)).toBe("Unknown field: lable");
    expect(await (await call(`/api/jobs/${job.id}/estimates`, { cookie })).json()).toEqual([]);
    expect(await (await call(`/api/jobs/${job.id}/measurements`, { cookie })).json()).toEqual([]);
  });
});
