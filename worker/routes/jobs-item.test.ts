import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";

const activity = async (jobId: string | null, userId: string) =>
  (
    await env.DB.prepare("select action, details, job_id as jobId from activity_logs where user_id = ? order by timestamp")
      .bind(userId)
      .all<{ action: string; details: string; jobId: string | null }>()
  ).results.filter((row) => jobId === undefined || row.jobId === jobId);

describe("GET /api/jobs/:id", () => {
  it("returns the job, and 404 for unknown or malformed ids", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    expect(await (await call(`/api/jobs/${job.id}`, { cookie })).json()).toEqual(job);
    expect((await call("/api/jobs/6f1f6f3e-1111-4111-8111-111111111111", { cookie })).status).toBe(404);
    const malformed = await call("/api/jobs/not-an-id", { cookie });
    expect(malformed.status).toBe(404);
    expect(await errorMessage(malformed)).toBe("Job not found");
  });
});

describe("PATCH /api/jobs/:id", () => {
  it("edits any field, clears a field with an empty value and logs updated_job", async () => {
    const { cookie, body: user } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", jobName: "Logos", notes: "Old", status: "quote_sent", clientPhone: "555-0100", totalSquareFeet: 104 });
    const response = await call(`/api/jobs/${job.id}`, {
      method: "PATCH",
      cookie,
      body: { jobName: "Full wrap", notes: "", progress: "55", dueDate: "2027-01-15", vehicleColor: "Matte black", status: "in_progress" },
    });
    expect(response.status).toBe(200);
    const updated = await response.json<Record<string, unknown>>();
    expect(updated).toMatchObject({ clientName: "Acme", clientPhone: "555-0100", totalSquareFeet: 104, jobName: "Full wrap", notes: null, progress: 55, vehicleColor: "Matte black", status: "in_progress", dueDate: "2027-01-15T12:00:00.000Z" });
    expect(updated.updatedAt).not.toBe(job.updatedAt);
    expect(await activity(job.id, user.id)).toEqual([
      { action: "created_job", details: "Logos for Acme", jobId: job.id },
      {
        action: "updated_job",
        details: "Full wrap for Acme: status Quote Sent → In Progress; progress 0% → 55%; due date none → Jan 15, 2027; job name Logos → Full wrap; colour none → Matte black; notes edited",
        jobId: job.id,
      },
    ]);
  });

  it("logs completed_job when the status becomes completed (also via 'complete')", async () => {
    const { cookie, body: user } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { status: "complete", progress: 100 } });
    expect(await response.json()).toMatchObject({ status: "completed", progress: 100 });
    expect((await activity(job.id, user.id)).map((row) => row.action)).toEqual(["created_job", "completed_job"]);
  });

  it.each([
    [{}, "Nothing to update"],
    [{ clientName: "" }, "clientName: Client name is required"],
    [{ progress: -5 }, "progress: Progress must be between 0 and 100"],
    [{ status: "archived" }, "status: Status must be one of"],
  ])("refuses %j and changes nothing", async (body, message) => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", progress: 10 });
    const response = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
    expect(await (await call(`/api/jobs/${job.id}`, { cookie })).json()).toEqual(job);
  });
});

describe("DELETE /api/jobs/:id", () => {
  it("removes the job with its measurements, photos, shares, estimates and stored files", async () => {
    const { cookie, body: user } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", jobName: "Van" });
    const keep = await createJob(cookie, { clientName: "Bolt" });
    const db = env.DB;
    const now = Date.now();
    await db.batch([
      db.prepare("insert into measurements (id, job_id, job_type, width, height, square_feet, created_at) values (?, ?, 'vehicle', 60, 48, 20, ?)").bind(crypto.randomUUID(), job.id, now),
      db.prepare("insert into photos (id, job_id, storage_key, filename, category, created_at) values (?, ?, 'u', 'f.jpg', 'general', ?)").bind(crypto.randomUUID(), job.id, now),
      db.prepare("insert into qr_shares (id, job_id, created_by, token_hash, access_level, is_active, view_count, created_at, updated_at) values (?, ?, ?, ?, 'view', 1, 0, ?, ?)").bind(crypto.randomUUID(), job.id, user.id, crypto.randomUUID(), now, now),
      db.prepare("insert into material_estimates (id, job_id, vinyl_roll_width, vinyl_roll_length, total_surface_area, waste_percentage, rolls_needed, created_at, updated_at) values (?, ?, 60, 75, 100, 10, 1, ?, ?)").bind(crypto.randomUUID(), job.id, now, now),
    ]);
    await env.FILES.put(`jobs/${job.id}/photos/a.jpg`, "a");
    await env.FILES.put(`jobs/${job.id}/files/b.pdf`, "b");
    await env.FILES.put(`jobs/${keep.id}/photos/c.jpg`, "c");

    const response = await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie });
    expect(response.status).toBe(204);

    for (const table of ["jobs", "measurements", "photos", "qr_shares", "material_estimates"]) {
      const column = table === "jobs" ? "id" : "job_id";
      const row = await db.prepare(`select count(*) as n from ${table} where ${column} = ?`).bind(job.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect((await env.FILES.list({ prefix: `jobs/${job.id}/` })).objects).toEqual([]);
    expect(await (await env.FILES.get(`jobs/${keep.id}/photos/c.jpg`))?.text(), "the other job's photo is kept").toBe("c");
    expect(ids(await listJobs(cookie))).toEqual([keep.id]);
    expect((await activity(null, user.id)).filter((row) => row.action === "deleted_job")).toEqual([
      { action: "deleted_job", details: "Van for Acme", jobId: null },
    ]);
    expect((await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});

const ids = (page: { items: { id: string }[] }) => page.items.map((job) => job.id);

describe("tenancy", () => {
  it("never shows or changes another user's job, and refuses anonymous calls", async () => {
    const owner = await signUp();
    const other = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    await env.FILES.put(`jobs/${job.id}/photos/a.jpg`, "a");

    expect((await listJobs(other.cookie)).items).toEqual([]);
    expect((await call(`/api/jobs?client=Acme`, { cookie: other.cookie })).status).toBe(200);
    expect((await call(`/api/jobs/${job.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie: other.cookie, body: { clientName: "Mine" } })).status).toBe(404);
    expect((await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect(await (await call("/api/jobs/stats", { cookie: other.cookie })).json()).toEqual({ total: 0, active: 0, completed: 0, own: 0 });
    expect(await (await call("/api/clients", { cookie: other.cookie })).json()).toEqual([]);

    for (const [path, method, body] of [
      ["/api/jobs", "GET"],
      ["/api/jobs/stats", "GET"],
      ["/api/clients", "GET"],
      ["/api/jobs", "POST", { clientName: "X" }],
      [`/api/jobs/${job.id}`, "GET"],
      [`/api/jobs/${job.id}`, "PATCH", { clientName: "X" }],
      [`/api/jobs/${job.id}`, "DELETE"],
    ] as const) {
      expect((await call(path, { method, body })).status, `${method} ${path}`).toBe(401);
    }

    expect(await (await call(`/api/jobs/${job.id}`, { cookie: owner.cookie })).json()).toEqual(job);
    expect(await (await env.FILES.get(`jobs/${job.id}/photos/a.jpg`))?.text()).toBe("a");
  });
});
