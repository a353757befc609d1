import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { beforeWriteTo } from "../test/paused-write";
import { formTeam } from "../test/team";

const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };

let sharedAccount: ReturnType<typeof signUp> | undefined;
const account = () => (sharedAccount ??= signUp());

const patch = (cookie: string, path: string, body: unknown) => call(path, { method: "PATCH", cookie, body });
const read = async <T>(response: Response) => (await response.json()) as T;
type Measurement = { id: string; width: number; height: number; label: string | null; squareFeet: number };

const loggedActions = async (jobId: string) =>
  (await env.DB.prepare("select action from activity_logs where job_id = ?").bind(jobId).all<{ action: string }>()).results.map((row) => row.action);

describe("edits that say what they changed from", () => {
  it("three parallel edits of one measurement's width, height and label all land", async () => {
    const { cookie } = await account();
    for (let trial = 0; trial < 5; trial += 1) {
      const job = await createJob(cookie, { clientName: "Acme" });
      const { measurement } = await addMeasurement(cookie, job.id, hood);
      const path = `/api/measurements/${measurement.id}`;
      const statuses = await Promise.all([
        patch(cookie, path, { width: 72, base: { width: 60 } }),
        patch(cookie, path, { height: 36, base: { height: 48 } }),
        patch(cookie, path, { label: "Hood and scoop", base: { label: null } }),
      ]).then((responses) => responses.map((response) => response.status));
      expect(statuses).toEqual([200, 200, 200]);
      const [stored] = await read<Measurement[]>(await call(`/api/jobs/${job.id}/measurements`, { cookie }));
      expect(stored).toMatchObject({ width: 72, height: 36, label: "Hood and scoop", squareFeet: 18 });
      expect(await read(await call(`/api/jobs/${job.id}`, { cookie }))).toMatchObject({ totalSquareFeet: 18 });
    }
  });

  it("an edit overtaken on a field its write depends on reads again and lands: a width change while the height changes", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    const path = `/api/measurements/${measurement.id}`;
    const height = () => patch(cookie, path, { height: 36, base: { height: 48 } });
    const { answer, meanwhile, writeBatches } = await beforeWriteTo("measurements", height, { method: "PATCH", path, cookie, body: { width: 72, base: { width: 60 } } });
    expect([meanwhile.status, answer.status]).toEqual([200, 200]);
    expect(writeBatches, "the width's first write was refused as overtaken, and its second landed").toBe(2);
    const [stored] = await read<Measurement[]>(await call(`/api/jobs/${job.id}/measurements`, { cookie }));
    expect(stored).toMatchObject({ width: 72, height: 36, squareFeet: 18 });
    expect(await read(await call(`/api/jobs/${job.id}`, { cookie }))).toMatchObject({ totalSquareFeet: 18 });
  });

  it("answers 409 with the current record when the same field changed on both sides, and applies untouched fields", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    const path = `/api/measurements/${measurement.id}`;
    expect((await patch(cookie, path, { width: 70, base: { width: 60 } })).status).toBe(200);

    const stale = await patch(cookie, path, { width: 65, base: { width: 60 } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "edit_conflict", fields: ["width"], current: { id: measurement.id, width: 70, height: 48 } });

    expect((await patch(cookie, path, { width: 70, base: { width: 60 } })).status, "the same change on both sides is no conflict").toBe(200);
    const other = await patch(cookie, path, { height: 40, base: { height: 48 } });
    expect(await read<{ measurement: Measurement }>(other)).toMatchObject({ measurement: { width: 70, height: 40 } });
  });

  it("job edits merge the same way and report a conflicting field", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme", notes: "Start", dueDate: "2027-01-15" });
    const path = `/api/jobs/${job.id}`;
    const results = await Promise.all([
      patch(cookie, path, { notes: "Prep done", base: { notes: "Start" } }),
      patch(cookie, path, { progress: 40, base: { progress: 0 } }),
      patch(cookie, path, { dueDate: "2027-02-01", base: { dueDate: "2027-01-15T12:00:00.000Z" } }),
    ]);
    expect(results.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await read(await call(path, { cookie }))).toMatchObject({ notes: "Prep done", progress: 40, dueDate: "2027-02-01T12:00:00.000Z" });

    const stale = await patch(cookie, path, { notes: "Mine", base: { notes: "Start" } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "edit_conflict", fields: ["notes"], current: { notes: "Prep done" } });
  });
});

describe("races answer 404 or 409, never 500", () => {
  it("a measurement edit whose measurement is deleted between its read and its write answers 404 and writes nothing", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    const path = `/api/measurements/${measurement.id}`;
    const { answer, meanwhile } = await beforeWriteTo("measurements", () => call(path, { method: "DELETE", cookie }), { method: "PATCH", path, cookie, body: { width: 10 } });
    expect(meanwhile.status).toBe(200);
    expect(answer.status).toBe(404);
    expect(await errorMessage(answer)).toBe("Measurement not found");
    expect(await read(await call(`/api/jobs/${job.id}`, { cookie }))).toMatchObject({ totalSquareFeet: null });
    expect(await loggedActions(job.id)).not.toContain("updated_measurement");
  });

  it("a measurement added after its job was read but deleted before the insert answers 404 and stores nothing", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const path = `/api/jobs/${job.id}/measurements`;
    const { answer, meanwhile } = await beforeWriteTo("measurements", () => call(`/api/jobs/${job.id}`, { method: "DELETE", cookie }), { method: "POST", path, cookie, body: hood });
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(404);
    expect(await errorMessage(answer)).toBe("Job not found");
    expect(await env.DB.prepare("select count(*) as n from measurements where job_id = ?").bind(job.id).first("n")).toBe(0);
  });

  it("a job edit whose job is deleted between its read and its write answers 404", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const path = `/api/jobs/${job.id}`;
    const { answer, meanwhile } = await beforeWriteTo("jobs", () => call(path, { method: "DELETE", cookie }), { method: "PATCH", path, cookie, body: { notes: "late" } });
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(404);
    expect(await errorMessage(answer)).toBe("Job not found");
    expect((await call(path, { cookie })).status).toBe(404);
  });

  it("a backup asked for as its job is deleted answers 404 and leaves no backup behind", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const path = `/api/jobs/${job.id}/backup`;
    const { answer, meanwhile } = await beforeWriteTo("cloud_backups", () => call(`/api/jobs/${job.id}`, { method: "DELETE", cookie }), { method: "POST", path, cookie, body: { type: "job" } });
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(404);
    expect(await errorMessage(answer)).toBe("Job not found");
    expect(await env.DB.prepare("select count(*) as n from cloud_backups where job_id = ?").bind(job.id).first("n")).toBe(0);
  });

  it("a job shared with a teammate as it is deleted answers 404 and leaves no share behind", async () => {
    const [owner, member] = await Promise.all([signUp(), signUp()]);
    await formTeam(owner, [{ person: member, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const body = { jobId: job.id, userId: member.body.id, accessLevel: "view", expiresInDays: null };
    const { answer, meanwhile } = await beforeWriteTo("job_shares", () => call(`/api/jobs/${job.id}`, { method: "DELETE", cookie: owner.cookie }), { method: "POST", path: "/api/team/share-job", cookie: owner.cookie, body });
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(404);
    expect(await errorMessage(answer)).toBe("Job not found");
    expect(await env.DB.prepare("select count(*) as n from job_shares where job_id = ?").bind(job.id).first("n")).toBe(0);
  });

  it("two deletes of one measurement: one succeeds, the other is a 404, and one activity entry is written", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const { measurement } = await addMeasurement(cookie, job.id, hood);
    const path = `/api/measurements/${measurement.id}`;
    const statuses = (await Promise.all([call(path, { method: "DELETE", cookie }), call(path, { method: "DELETE", cookie })])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 404]);
    const logged = await env.DB.prepare("select count(*) as n from activity_logs where job_id = ? and action = 'deleted_measurement'").bind(job.id).first<{ n: number }>();
    expect(logged?.n).toBe(1);
  });
});

describe("client-made ids", () => {
  it("a job created twice with the same id and body is made once; another body under that id is a 409", async () => {
    const { cookie } = await account();
    const id = crypto.randomUUID();
    const body = { id, clientName: "Retry Co", jobName: "Door decals", progress: "10" };
    const [first, second] = await Promise.all([call("/api/jobs", { cookie, body }), call("/api/jobs", { cookie, body })]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await read(second)).toEqual(await read(first));
    const listed = await read<{ items: { id: string }[] }>(await call("/api/jobs?search=retry%20co", { cookie }));
    expect(listed.items.map((job) => job.id)).toEqual([id]);

    const clash = await call("/api/jobs", { cookie, body: { ...body, jobName: "Full wrap" } });
    expect(clash.status).toBe(409);
    const stranger = await signUp();
    expect((await call("/api/jobs", { cookie: stranger.cookie, body })).status).toBe(409);
  });

  it("a measurement created twice with the same id is stored and counted once", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Acme" });
    const id = crypto.randomUUID();
    const send = (body: object) => call(`/api/jobs/${job.id}/measurements`, { cookie, body });
    const [first, second] = await Promise.all([send({ ...hood, id }), send({ ...hood, id })]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await read<{ measurement: Measurement }>(second)).measurement.id).toBe(id);
    expect(await read<unknown[]>(await call(`/api/jobs/${job.id}/measurements`, { cookie }))).toHaveLength(1);
    expect(await read(await call(`/api/jobs/${job.id}`, { cookie }))).toMatchObject({ totalSquareFeet: 20 });
    expect((await send({ ...hood, id, width: 61 })).status).toBe(409);
  });
});
