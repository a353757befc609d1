import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Estimate } from "../../shared/schemas/estimate";
import { apiClient, call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";

const post = (cookie: string, jobId: string, body: unknown) => call(`/api/jobs/${jobId}/estimates`, { body, cookie });
const created = async (cookie: string, jobId: string, body: unknown) => {
  const response = await post(cookie, jobId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return await response.json<Estimate>();
};
const list = async (cookie: string, jobId: string) => (await apiClient(cookie).jobs[":jobId"].estimates.$get({ param: { jobId } })).json();

/** One account for the validation cases (sign-up hashes a password, which is slow); each case has its own job. */
let validator: ReturnType<typeof signUp> | undefined;

describe("material estimates", () => {
  it("fills the spec's defaults and works out rolls and costs on the server, not using any sent", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const estimate = await created(cookie, job.id, { totalSurfaceArea: "400", rollsNeeded: 99, totalProjectCost: 1, materialPrice: 780, laborHours: 12.5, laborRate: 65, currency: "CAD" });
    expect(estimate).toMatchObject({
      jobId: job.id, vinylRollWidth: 60, vinylRollLength: 75, wastePercentage: 10, totalSurfaceArea: 400, rollsNeeded: 2,
      materialPriceBasis: "roll", totalMaterialCost: 1560, totalLaborCost: 812.5, totalProjectCost: 2372.5, currency: "CAD", notes: null,
    });
  });

  it.each([
    [{ totalSurfaceArea: -1 }, "totalSurfaceArea: Surface area must be 0 or more"],
    [{ totalSurfaceArea: 10, wastePercentage: 101 }, "wastePercentage: Waste must be between 0 and 100%"],
    [{ totalSurfaceArea: 10, wastePercentage: -5 }, "wastePercentage: Waste must be between 0 and 100%"],
    [{ totalSurfaceArea: 10, vinylRollWidth: 0 }, "vinylRollWidth: Roll width must be greater than 0"],
    [{ totalSurfaceArea: 10, vinylRollLength: -75 }, "vinylRollLength: Roll length must be greater than 0"],
    [{ totalSurfaceArea: 100000, vinylRollWidth: 1e-300, materialPrice: 1e7 }, "vinylRollWidth: Roll width must be at least 1 in"],
    [{ totalSurfaceArea: 10, materialPrice: -2 }, "materialPrice: Material price must be 0 or more"],
    [{ totalSurfaceArea: 10, laborHours: -1 }, "laborHours: Labour hours must be 0 or more"],
    [{ totalSurfaceArea: 10, laborRate: "0x10" }, "laborRate: Labour rate must be a number"],
    [{ totalSurfaceArea: 10, currency: "dollars" }, "currency: Currency must be a three-letter code such as USD"],
    [{ totalSurfaceArea: 10, materialPriceBasis: "yard" }, "materialPriceBasis: Price must be per roll, per square foot or per square metre"],
    [{}, "totalSurfaceArea: Surface area must be a number"],
    [{ totalSurfaceArea: 10, rollsNeeded: -1 }, "rollsNeeded: Rolls needed must be 0 or more"],
    [{ totalSurfaceArea: 10, wastePercent: 50 }, "Unknown field: wastePercent"],
  ])("refuses %o with one clear message for the field and stores nothing", async (body, message) => {
    const { cookie } = await (validator ??= signUp());
    const job = await createJob(cookie, { clientName: "Acme" });
    const response = await post(cookie, job.id, body);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(message);
    expect(await list(cookie, job.id)).toEqual([]);
  });

  it("keeps several estimates per job, newest first, and a retried create with the same id makes one", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const id = crypto.randomUUID();
    const first = await created(cookie, job.id, { id, totalSurfaceArea: 200, notes: "Gloss" });
    expect(await created(cookie, job.id, { id, totalSurfaceArea: 200, notes: "Gloss" })).toEqual(first);
    const clash = await post(cookie, job.id, { id, totalSurfaceArea: 300 });
    expect(clash.status).toBe(409);
    expect(await errorMessage(clash)).toBe("A different estimate already has this id.");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await created(cookie, job.id, { totalSurfaceArea: 260, notes: "Matte" });
    expect((await list(cookie, job.id)).map((estimate) => estimate.id)).toEqual([second.id, first.id]);
  });

  it("edits recompute the totals, clear optional prices with null, and a field changed meanwhile is a conflict", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const estimate = await created(cookie, job.id, { totalSurfaceArea: 216, materialPrice: 2.5, materialPriceBasis: "sq_ft", laborHours: 8, laborRate: 50 });
    expect(estimate.totalProjectCost).toBe(994);
    const edited = await call(`/api/estimates/${estimate.id}`, { method: "PATCH", cookie, body: { wastePercentage: 20, laborRate: null, base: { wastePercentage: 10, laborRate: 50 } } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ wastePercentage: 20, laborRate: null, totalMaterialCost: 648, totalLaborCost: null, totalProjectCost: 648 });
    const stale = await call(`/api/estimates/${estimate.id}`, { method: "PATCH", cookie, body: { wastePercentage: 5, base: { wastePercentage: 10 } } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "edit_conflict", fields: ["wastePercentage"], current: { wastePercentage: 20 } });
    const invalid = await call(`/api/estimates/${estimate.id}`, { method: "PATCH", cookie, body: { vinylRollWidth: null } });
    expect(invalid.status).toBe(400);
    const totalsOnly = await call(`/api/estimates/${estimate.id}`, { method: "PATCH", cookie, body: { rollsNeeded: 9, totalProjectCost: 1 } });
    expect(await errorMessage(totalsOnly)).toBe("Nothing to update");
    const withTotals = await call(`/api/estimates/${estimate.id}`, { method: "PATCH", cookie, body: { wastePercentage: 10, totalProjectCost: 1 } });
    expect(await withTotals.json()).toMatchObject({ wastePercentage: 10, totalProjectCost: 594 });
  });

  it("prices by the square metre for a metric shop's price list, and keeps the price as typed", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Nordic Signs" });
    const estimate = await created(cookie, job.id, { totalSurfaceArea: 215.28, wastePercentage: 15, materialPrice: 27.5, materialPriceBasis: "sq_m" });
    expect(estimate).toMatchObject({ materialPrice: 27.5, materialPriceBasis: "sq_m", totalMaterialCost: 632.5, totalProjectCost: 632.5 });
    expect((await list(cookie, job.id))[0]).toMatchObject({ materialPriceBasis: "sq_m", totalMaterialCost: 632.5 });
  });

  it("caps a job at 50 estimates, and still answers a retry of the 50th with the estimate it made", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const fill = env.DB.prepare("insert into material_estimates (id, job_id, total_surface_area, rolls_needed, created_at, updated_at) values (?, ?, 10, 1, 0, 0)");
    await env.DB.batch(Array.from({ length: 49 }, () => fill.bind(crypto.randomUUID(), job.id)));
    const id = crypto.randomUUID();
    const fiftieth = await created(cookie, job.id, { id, totalSurfaceArea: 20 });
    expect(await created(cookie, job.id, { id, totalSurfaceArea: 20 })).toEqual(fiftieth);
    const over = await post(cookie, job.id, { totalSurfaceArea: 20 });
    expect(over.status).toBe(409);
    expect(await errorMessage(over)).toBe("A job can hold at most 50 estimates.");
  });

  it("deletes once, goes with its job, and logs each change on the job's activity", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const estimate = await created(cookie, job.id, { totalSurfaceArea: 216 });
    expect((await call(`/api/estimates/${estimate.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect((await call(`/api/estimates/${estimate.id}`, { method: "DELETE", cookie })).status).toBe(404);
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string }[]>();
    expect(activity.map((entry) => entry.action)).toEqual(expect.arrayContaining(["added_estimate", "deleted_estimate"]));
    const kept = await created(cookie, job.id, { totalSurfaceArea: 100 });
    expect((await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie })).status).toBeLessThan(300);
    expect((await call(`/api/estimates/${kept.id}`, { method: "PATCH", cookie, body: { notes: "x" } })).status).toBe(404);
  });
});

describe("vinyl actually used", () => {
  it("is kept on the job in square feet, validated, and named in the job's history", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", status: "completed" });
    expect(job.vinylUsedSquareFeet).toBeNull();
    const negative = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { vinylUsedSquareFeet: -3 } });
    expect(negative.status).toBe(400);
    expect(await errorMessage(negative)).toContain("Vinyl used cannot be negative");
    const saved = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { vinylUsedSquareFeet: "412.345", base: { vinylUsedSquareFeet: null } } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ vinylUsedSquareFeet: 412.35 });
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ details: string }[]>();
    expect(activity.map((entry) => entry.details).join("\n")).toContain("vinyl used none → 412.35 sq ft");
  });
});
