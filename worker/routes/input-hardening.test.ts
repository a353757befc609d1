import { describe, expect, it } from "vitest";
import { ILL_FORMED_TEXT } from "../../shared/schemas/fields";
import { call, signUp, uniqueUser } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";

describe("input hardening through the routes", () => {
  it("refuses a job whose client name is only invisible characters", async () => {
    const { cookie } = await signUp();
    const response = await call("/api/jobs", { cookie, body: { clientName: "\u200B\u200D\u2060" } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("clientName: Client name is required");
  });

  it("refuses lone surrogates instead of storing U+FFFD, and stores nothing", async () => {
    const { cookie } = await signUp();
    const response = await call("/api/jobs", { cookie, body: { clientName: "Acme \uD800\uD800" } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(`clientName: ${ILL_FORMED_TEXT}`);
    expect((await listJobs(cookie)).items).toHaveLength(0);

    const job = await createJob(cookie, { clientName: "Acme" });
    const edit = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { notes: "\uDC00" } });
    expect(edit.status).toBe(400);

    const signup = await call("/api/auth/signup", { body: uniqueUser({ password: "wrap-it-\uD83D" }) });
    expect(signup.status).toBe(400);
    expect(await errorMessage(signup)).toBe(`password: ${ILL_FORMED_TEXT}`);
  });

  it("stores text in NFC and counts its length there", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "e\u0301".repeat(200) });
    expect(job.clientName).toBe("\u00e9".repeat(200));
  });

  it("refuses numbers written in hex or with an exponent", async () => {
    const { cookie } = await signUp();
    const year = await call("/api/jobs", { cookie, body: { clientName: "Acme", vehicleYear: "0x7E4" } });
    expect(year.status).toBe(400);
    expect(await errorMessage(year)).toBe("vehicleYear: Year must be a number");

    const job = await createJob(cookie, { clientName: "Acme" });
    const width = await call(`/api/jobs/${job.id}/measurements`, {
      cookie,
      body: { jobType: "vehicle", panel: "hood", width: "0x1F", height: "1e3" },
    });
    expect(width.status).toBe(400);
    expect(await errorMessage(width)).toBe("width: Width must be a number; height: Height must be a number");
  });

  it("refuses a due date in year 0000 or past 2100", async () => {
    const { cookie } = await signUp();
    for (const dueDate of ["0000-01-01", "2101-01-01"]) {
      const response = await call("/api/jobs", { cookie, body: { clientName: "Acme", dueDate } });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe("dueDate: Due date must be between 1900-01-01 and 2100-12-31");
    }
  });
});
