import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob } from "../test/jobs";

const patch = (cookie: string, path: string, body: unknown) => call(path, { method: "PATCH", cookie, body });
const read = async <T>(response: Response) => (await response.json()) as T;

type Job = Record<string, unknown> & { id: string; updatedAt: string };

const jobStart = {
  clientName: "Acme",
  jobName: "Fleet",
  clientContact: "Sam",
  clientPhone: "555-0100",
  clientEmail: "sam@example.com",
  location: "Bay 1",
  vehicleMake: "Ford",
  vehicleModel: "Transit",
  vehicleColor: "White",
  notes: "Start",
  progress: 0,
};

/** Ten edits of ten different fields, each saying what its field was before. */
const jobEdits: [string, unknown, unknown][] = [
  ["clientName", "Acme Freight", "Acme"],
  ["jobName", "Fleet wrap", "Fleet"],
  ["clientContact", "Sam Lee", "Sam"],
  ["clientPhone", "555-0199", "555-0100"],
  ["clientEmail", "lee@example.com", "sam@example.com"],
  ["location", "Bay 2", "Bay 1"],
  ["vehicleMake", "Mercedes", "Ford"],
  ["vehicleModel", "Sprinter", "Transit"],
  ["vehicleColor", "Blue", "White"],
  ["notes", "Prep done", "Start"],
];

describe("parallel edits of different fields all land", () => {
  it("10 parallel PATCHes of 10 different job fields all answer 200 and all 10 values are stored", async () => {
    const { cookie } = await signUp();
    for (let trial = 0; trial < 3; trial += 1) {
      const job = await createJob(cookie, jobStart);
      const path = `/api/jobs/${job.id}`;
      const responses = await Promise.all(jobEdits.map(([field, value, before]) => patch(cookie, path, { [field]: value, base: { [field]: before } })));
      const answers = await Promise.all(responses.map(async (response) => `${response.status} ${response.status === 200 ? "" : await response.text()}`));
      expect(answers).toEqual(jobEdits.map(() => "200 "));
      const stored = await read<Job>(await call(path, { cookie }));
      expect(stored).toMatchObject(Object.fromEntries(jobEdits.map(([field, value]) => [field, value])));
      const found = await read<{ items: Job[] }>(await call(`/api/jobs?search=${encodeURIComponent("freight fleet wrap mercedes sprinter")}`, { cookie }));
      expect(found.items.map((item) => item.id), "the search text follows every field").toContain(job.id);
      const folded = await env.DB.prepare("select search_text as searchText, client_key as clientKey from jobs where id = ?").bind(job.id).first();
      expect(folded).toEqual({ searchText: "acme freight fleet wrap mercedes sprinter", clientKey: "acme freight" });
      const logged = await env.DB.prepare("select count(*) as n from activity_logs where job_id = ? and action = 'updated_job'").bind(job.id).first<{ n: number }>();
      expect(logged?.n).toBe(jobEdits.length);
    }
  });

  it("parallel PATCHes of different measurement fields all land, and the area and the job's total follow", async () => {
    const { cookie } = await signUp();
    for (let trial = 0; trial < 3; trial += 1) {
      const job = await createJob(cookie, { clientName: "Acme" });
      const { measurement } = await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48, notes: "Clean" });
      const path = `/api/measurements/${measurement.id}`;
      const edits: [string, unknown, unknown][] = [
        ["label", "Hood and scoop", null],
        ["notes", "Scuffed edge", "Clean"],
        ["width", 72, 60],
        ["height", 36, 48],
        ["length", 12, null],
        ["panel", "roof", "hood"],
      ];
      const responses = await Promise.all(edits.map(([field, value, before]) => patch(cookie, path, { [field]: value, base: { [field]: before } })));
      const answers = await Promise.all(responses.map(async (response) => `${response.status} ${response.status === 200 ? "" : await response.text()}`));
      expect(answers).toEqual(edits.map(() => "200 "));
      const [stored] = await read<Record<string, unknown>[]>(await call(`/api/jobs/${job.id}/measurements`, { cookie }));
      expect(stored).toMatchObject({ ...Object.fromEntries(edits.map(([field, value]) => [field, value])), squareFeet: 18 });
      expect(await read(await call(`/api/jobs/${job.id}`, { cookie }))).toMatchObject({ totalSquareFeet: 18 });
    }
  });

  it("parallel PATCHes of different estimate fields all land, and the totals follow the terms as stored", async () => {
    const { cookie } = await signUp();
    for (let trial = 0; trial < 3; trial += 1) {
      const job = await createJob(cookie, { clientName: "Acme" });
      const created = await call(`/api/jobs/${job.id}/estimates`, { cookie, body: { totalSurfaceArea: 100, materialPrice: 10, laborHours: 2, laborRate: 50 } });
      expect(created.status).toBe(201);
      const estimate = await read<{ id: string }>(created);
      const edits: [string, unknown, unknown][] = [
        ["notes", "Two options", null],
        ["currency", "EUR", "USD"],
        ["materialPrice", 20, 10],
        ["laborHours", 3, 2],
        ["laborRate", 60, 50],
        ["wastePercentage", 0, 10],
      ];
      const path = `/api/estimates/${estimate.id}`;
      const responses = await Promise.all(edits.map(([field, value, before]) => patch(cookie, path, { [field]: value, base: { [field]: before } })));
      const answers = await Promise.all(responses.map(async (response) => `${response.status} ${response.status === 200 ? "" : await response.text()}`));
      expect(answers).toEqual(edits.map(() => "200 "));
      const [stored] = await read<Record<string, unknown>[]>(await call(`/api/jobs/${job.id}/estimates`, { cookie }));
      expect(stored).toMatchObject({ ...Object.fromEntries(edits.map(([field, value]) => [field, value])), rollsNeeded: 1, totalMaterialCost: 20, totalLaborCost: 180, totalProjectCost: 200 });
    }
  });

  it("a genuine overlap still answers 409 edit_conflict with the field and the current record, and changes nothing", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, jobStart);
    const path = `/api/jobs/${job.id}`;
    const responses = await Promise.all(
      ["Prep done", "Wrapped", "Polished", "Sealed"].map((notes) => patch(cookie, path, { notes, base: { notes: "Start" } })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const winner = await read<Job>(responses[statuses.indexOf(200)]!);
    for (const loser of responses.filter((response) => response.status === 409)) {
      expect(await loser.json()).toMatchObject({ code: "edit_conflict", fields: ["notes"], current: { id: job.id, notes: winner.notes } });
    }
    expect(await read(await call(path, { cookie }))).toMatchObject({ notes: winner.notes, updatedAt: winner.updatedAt });
  });
});
