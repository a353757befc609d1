import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";

const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };

let sharedAccount: ReturnType<typeof signUp> | undefined;
/** One account for the many refusal cases, which each use a fresh job; sign-ups are throttled per address. */
const account = () => (sharedAccount ??= signUp());

const getJob = async (cookie: string, id: string) => await (await call(`/api/jobs/${id}`, { cookie })).json<Record<string, unknown>>();
const measurementsOf = async (cookie: string, jobId: string) =>
  await (await call(`/api/jobs/${jobId}/measurements`, { cookie })).json<Record<string, unknown>[]>();
const actions = async (jobId: string) =>
  (
    await env.DB.prepare("select action, details from activity_logs where job_id = ? order by timestamp, rowid").bind(jobId).all<{ action: string; details: string }>()
  ).results;

describe("POST /api/jobs/:jobId/measurements", () => {
  it("computes square feet on the server, rolls the job total up and logs added_measurement", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", jobName: "Van" });
    expect(job).toMatchObject({ totalSquareFeet: null, totalSquareFeetSource: "measurements" });

    const response = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: { ...hood, squareFeet: 999, jobId: "ignored" } });
    expect(response.status).toBe(201);
    const first = await response.json<{ measurement: Record<string, unknown>; job: Record<string, unknown> }>();
    expect(first.measurement).toMatchObject({ jobId: job.id, jobType: "vehicle", panel: "hood", width: 60, height: 48, length: null, unit: "in", squareFeet: 20, label: null, notes: null });
    expect(first.job).toMatchObject({ id: job.id, totalSquareFeet: 20, totalSquareFeetSource: "measurements" });

    const side = await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "driver_side", width: "457.2", height: "121.92", unit: "cm", label: "Driver side with windows" });
    expect(side.measurement).toMatchObject({ width: 180, height: 48, unit: "cm", squareFeet: 60, label: "Driver side with windows" });
    const roof = await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "roof", length: 72, height: 48 });
    expect(roof.measurement.squareFeet).toBe(24);
    const widthOnly = await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "front_bumper", width: 72 });
    expect(widthOnly.measurement.squareFeet).toBeNull();
    expect(widthOnly.job.totalSquareFeet).toBe(104);

    expect((await measurementsOf(cookie, job.id)).map((m) => m.panel)).toEqual(["hood", "driver_side", "roof", "front_bumper"]);
    expect(await getJob(cookie, job.id)).toMatchObject({ totalSquareFeet: 104 });
    expect(await actions(job.id)).toEqual([
      { action: "created_job", details: "Van for Acme" },
      { action: "added_measurement", details: 'Hood 60" x 48" on Van for Acme' },
      { action: "added_measurement", details: "Driver side with windows on Van for Acme" },
      { action: "added_measurement", details: 'Roof 72" x 48" on Van for Acme' },
      { action: "added_measurement", details: 'Front Bumper 72" on Van for Acme' },
    ]);
  });

  it("leaves a total typed by hand or taken from a template alone", async () => {
    const { cookie } = await signUp();
    const manual = await createJob(cookie, { clientName: "Acme", totalSquareFeet: 250 });
    const template = await createJob(cookie, { clientName: "Acme", totalSquareFeet: 104, totalSquareFeetSource: "template" });
    expect(manual.totalSquareFeetSource).toBe("manual");
    expect(template.totalSquareFeetSource).toBe("template");
    expect((await addMeasurement(cookie, manual.id, hood)).job).toMatchObject({ totalSquareFeet: 250, totalSquareFeetSource: "manual" });
    expect((await addMeasurement(cookie, template.id, hood)).job).toMatchObject({ totalSquareFeet: 104, totalSquareFeetSource: "template" });
  });

  it.each([
    [{ jobType: "vehicle", panel: "hood" }, "width: At least one measurement field is required."],
    [{ jobType: "custom", width: 10, height: 10 }, "notes: Custom job requires measurement notes."],
    [{ jobType: "lorry", panel: "hood", width: 10 }, "jobType: Job type must be one of vehicle, trailer, wall_graphic, custom"],
    [{ jobType: "vehicle", panel: "hood", width: -2, height: 10 }, "width: Width must be greater than 0"],
    [{ jobType: "vehicle", panel: "hood", width: "ten", height: 10 }, "width: Width must be a number"],
    [{ jobType: "vehicle", panel: "hood", width: 1e9, height: 10 }, "width: Width must be 6,000 in (500 ft) or less"],
    [{ jobType: "trailer", panel: "hood", width: 10, height: 10 }, "panel: That panel doesn't fit a Trailer job"],
  ])("refuses %j with a clear message and stores nothing", async (body, message) => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}/measurements`, { cookie, body });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
    expect(await measurementsOf(cookie, job.id)).toEqual([]);
    expect((await actions(job.id)).map((row) => row.action)).toEqual(["created_job"]);
  });

  it("stores a custom job's notes and fills in its panel", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Marina" });
    const { measurement } = await addMeasurement(cookie, job.id, { jobType: "custom", width: 96, height: 30, label: "Hull, port side", notes: "Curved, add bleed" });
    expect(measurement).toMatchObject({ panel: "custom_area", label: "Hull, port side", notes: "Curved, add bleed", squareFeet: 20 });
  });

  it("replays a measurement sent twice with the same Idempotency-Key instead of adding two", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const send = () => call(`/api/jobs/${job.id}/measurements`, { cookie, body: hood, headers: { "Idempotency-Key": "measure-1" } });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await measurementsOf(cookie, job.id)).toHaveLength(1);
    expect(await getJob(cookie, job.id)).toMatchObject({ totalSquareFeet: 20 });
  });

  it("refuses more than 500 measurements on one job", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const insert = env.DB.prepare("insert into measurements (id, job_id, job_type, panel, width, created_at) values (?, ?, 'vehicle', 'hood', 10, ?)");
    await env.DB.batch(Array.from({ length: 500 }, (_, i) => insert.bind(crypto.randomUUID(), job.id, i)));
    const response = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: hood });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe("A job can hold at most 500 measurements.");
  });
});

describe("PATCH /api/measurements/:id", () => {
  it("recomputes square feet and the job total from the edited values and logs updated_measurement", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", jobName: "Van" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "roof", width: 72, height: 48 });

    const response = await call(`/api/measurements/${measurement.id}`, { method: "PATCH", cookie, body: { width: 6, unit: "ft", label: "Hood and scoop", squareFeet: 1 } });
    expect(response.status).toBe(200);
    const body = await response.json<{ measurement: Record<string, unknown>; job: Record<string, unknown> }>();
    expect(body.measurement).toMatchObject({ id: measurement.id, width: 72, height: 48, unit: "ft", squareFeet: 24, label: "Hood and scoop" });
    expect(body.job).toMatchObject({ totalSquareFeet: 48 });
    expect((await actions(job.id)).at(-1)).toEqual({ action: "updated_measurement", details: "Hood and scoop on Van for Acme" });
  });

  it.each([
    [{ width: null, height: null }, "width: At least one measurement field is required."],
    [{ jobType: "custom", panel: null }, "notes: Custom job requires measurement notes."],
    [{ jobType: "trailer" }, "panel: That panel doesn't fit a Trailer job"],
    [{ height: 0 }, "height: Height must be greater than 0"],
    [{}, "Nothing to update"],
  ])("refuses %j and changes nothing", async (body, message) => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    const response = await call(`/api/measurements/${measurement.id}`, { method: "PATCH", cookie, body });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
    expect(await measurementsOf(cookie, job.id)).toEqual([measurement]);
  });
});

describe("DELETE /api/measurements/:id", () => {
  it("removes it, lowers the job total and logs deleted_measurement", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", jobName: "Van" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    const roof = await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "roof", width: 72, height: 48 });

    const response = await call(`/api/measurements/${measurement.id}`, { method: "DELETE", cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ job: { id: job.id, totalSquareFeet: 24 } });
    expect(await measurementsOf(cookie, job.id)).toEqual([roof.measurement]);
    expect((await actions(job.id)).at(-1)).toEqual({ action: "deleted_measurement", details: 'Hood 60" x 48" on Van for Acme' });

    await call(`/api/measurements/${roof.measurement.id}`, { method: "DELETE", cookie });
    expect(await getJob(cookie, job.id)).toMatchObject({ totalSquareFeet: null });
    expect((await call(`/api/measurements/${roof.measurement.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});

describe("job total source", () => {
  it("follows measurements again when the typed total is cleared, and is pinned when typed", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", totalSquareFeet: 300 });
    await addMeasurement(cookie, job.id, hood);
    const patch = (body: Record<string, unknown>) => call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body }).then((r) => r.json());

    expect(await patch({ totalSquareFeet: "" })).toMatchObject({ totalSquareFeet: 20, totalSquareFeetSource: "measurements" });
    expect(await patch({ totalSquareFeet: 150 })).toMatchObject({ totalSquareFeet: 150, totalSquareFeetSource: "manual" });
    expect(await patch({ totalSquareFeetSource: "measurements" })).toMatchObject({ totalSquareFeet: 20, totalSquareFeetSource: "measurements" });
    expect(await patch({ totalSquareFeet: 104, totalSquareFeetSource: "template" })).toMatchObject({ totalSquareFeet: 104, totalSquareFeetSource: "template" });
    const refused = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { totalSquareFeet: 5, totalSquareFeetSource: "measurements" } });
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toBe("totalSquareFeet: A total that follows the measurements can't also be typed");
  });

  it("removes a job's measurements with the job", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie });
    expect((await call(`/api/measurements/${measurement.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect((await call(`/api/jobs/${job.id}/measurements`, { cookie })).status).toBe(404);
  });
});

describe("tenancy", () => {
  it("never shows or changes another user's measurements, and refuses anonymous calls", async () => {
    const owner = await signUp();
    const other = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const { measurement } = await addMeasurement(owner.cookie, job.id, hood);

    const foreign = [
      [`/api/jobs/${job.id}/measurements`, "GET"],
      [`/api/jobs/${job.id}/measurements`, "POST", hood],
      [`/api/measurements/${measurement.id}`, "PATCH", { width: 1 }],
      [`/api/measurements/${measurement.id}`, "DELETE"],
      ["/api/measurements/not-an-id", "DELETE"],
      ["/api/jobs/not-an-id/measurements", "GET"],
    ] as const;
    for (const [path, method, body] of foreign) {
      const response = await call(path, { method, body, cookie: other.cookie });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    for (const [path, method, body] of foreign.slice(0, 4)) {
      expect((await call(path, { method, body })).status, `anonymous ${method} ${path}`).toBe(401);
    }
    expect(await measurementsOf(owner.cookie, job.id)).toEqual([measurement]);
    expect(await getJob(owner.cookie, job.id)).toMatchObject({ totalSquareFeet: 20 });
  });
});
