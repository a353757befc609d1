import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";

const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };

describe("plain messages where a schema gives none of its own", () => {
  it.each([
    ["jobName: Must be text", { jobName: 5 }],
    ["status: Must be text", { status: 4 }],
    ["clientEmail: Must be 254 characters or fewer", { clientEmail: `${"a".repeat(250)}@acme.test` }],
  ])("answers %j to a job so written, and stores nothing", async (message, fields) => {
    const body = { clientName: "Acme", ...fields };
    const { cookie } = await signUp();
    const response = await call("/api/jobs", { cookie, body });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(message);
    expect((await listJobs(cookie)).items).toHaveLength(0);
  });

  it.each([
    ["?limit=500", "limit: Must be 200 or less"],
    ["?limit=0", "limit: Must be 1 or more"],
    ["?limit=2.5", "limit: Must be a whole number"],
  ])("refuses the jobs list %s in plain words", async (query, message) => {
    const { cookie } = await signUp();
    const response = await call(`/api/jobs${query}`, { cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(message);
  });

  it("refuses a measurement's label that is not text, and adds nothing", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: { ...hood, label: 5 } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("label: Must be text");
    expect(await (await call(`/api/jobs/${job.id}/measurements`, { cookie })).json()).toEqual([]);
  });

  it("names a field the account cannot take", async () => {
    const { cookie } = await signUp();
    const response = await call("/api/account", { method: "PATCH", cookie, body: { username: "new-name" } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("Unknown field: username");
  });

  it("keeps the spec's own messages where the schema gives them", async () => {
    const { cookie } = await signUp();
    const refusals = await Promise.all([
      call("/api/jobs", { cookie, body: { clientName: "Acme", vehicleYear: 2101 } }),
      call("/api/jobs", { cookie, body: { clientName: 5 } }),
      call("/api/jobs", { cookie, body: {} }),
      call("/api/jobs", { cookie, body: { clientName: "Acme", progress: 101 } }),
    ]);
    expect(await Promise.all(refusals.map(errorMessage))).toEqual([
      "vehicleYear: Year must be 2100 or earlier",
      "clientName: Client name is required",
      "clientName: Client name is required",
      "progress: Progress must be between 0 and 100",
    ]);
  });
});
