import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";

/** Names that show nothing: combining marks alone, or marks among invisible characters. */
const BLANK_NAMES = ["\u0301\u0301\u0301", " \u0301\u0308 ", "\u200B\u0301\u200D", "\u3164\u0301\u3164", "\uFE0F\uFE0F", "\u{E0041}\u{E0042}", "\u034F\u0301"];

describe("a job's client name must show something", () => {
  it.each(BLANK_NAMES)("refuses the client name %j on create and stores nothing", async (clientName) => {
    const { cookie } = await signUp();
    const response = await call("/api/jobs", { cookie, body: { clientName } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("clientName: Client name is required");
    expect((await listJobs(cookie)).items).toHaveLength(0);
  });

  it.each(BLANK_NAMES)("refuses the client name %j on edit and changes nothing", async (clientName) => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { clientName } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("clientName: Client name is required");
    expect(await (await call(`/api/jobs/${job.id}`, { cookie })).json()).toEqual(job);
  });

  it.each([
    ["Jose\u0301", "Jos\u00e9"],
    ["Nguye\u0302\u0303n", "Nguy\u1ec5n"],
    ["Nguyễn", "Nguyễn"],
    ["山田", "山田"],
    ["محمد", "محمد"],
    ["देवनागरी", "देवनागरी"],
    ["\u0301Acme", "\u0301Acme"],
    ["3M", "3M"],
  ])("keeps the real name %j on create and on edit", async (clientName, stored) => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName });
    expect(job.clientName).toBe(stored);
    const edit = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { clientName: `${clientName} ` } });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await edit.json<{ clientName: string }>()).clientName).toBe(stored);
  });
});
