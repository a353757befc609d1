import { env } from "cloudflare:test";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Insights } from "../../shared/schemas/insights";
import { uploadVoiceNote } from "../test/audio";
import { type BackupBody, completedBackup, downloadBackup, importZip, rezipped, settledBackup } from "../test/backups";
import { pdfBytes, uploadFile } from "../test/files";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob } from "../test/jobs";
import { uploadPhoto } from "../test/photos";

type Json = Record<string, unknown>;

const DAY = 24 * 60 * 60 * 1000;
const LAST_YEAR = Date.UTC(new Date().getUTCFullYear() - 1, 2, 10, 9, 30);
const at = (days: number) => LAST_YEAR + days * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

const read = async <T = Json[]>(cookie: string, path: string) => (await call(path, { cookie })).json<T>();
const jobTimes = (id: string) =>
  env.DB.prepare("select created_at as createdAt, updated_at as updatedAt, completed_at as completedAt from jobs where id = ?").bind(id).first<{ createdAt: number; updatedAt: number; completedAt: number | null }>();
const thisWeek = async (cookie: string) => (await read<Insights>(cookie, "/api/performance/metrics?period=week&tz=UTC")).figures;
const setTimes = (table: string, jobId: string, created: number, updated?: number) =>
  env.DB.prepare(`update ${table} set created_at = ?${updated === undefined ? "" : ", updated_at = ?"} where job_id = ?`)
    .bind(...(updated === undefined ? [created, jobId] : [created, updated, jobId]))
    .run();

/** A job completed last year with one of each record, its times set in D1 as they would be had it been made then. */
async function lastYearsJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Harbor Bakery", jobName: "Van wrap", status: "in_progress" });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
  await uploadPhoto(owner.cookie, job.id, { caption: "Hood" });
  expect((await call(`/api/jobs/${job.id}/notes`, { body: { body: "Seams checked." }, cookie: owner.cookie })).status).toBe(201);
  expect((await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 20, materialPrice: 40 }, cookie: owner.cookie })).status).toBe(201);
  await uploadVoiceNote(owner.cookie, job.id);
  await uploadFile(owner.cookie, job.id, await pdfBytes(), "Proof.pdf");
  expect((await call(`/api/jobs/${job.id}`, { method: "PATCH", body: { status: "completed", base: { status: "in_progress" } }, cookie: owner.cookie })).status).toBe(200);
  await env.DB.prepare("update jobs set created_at = ?, completed_at = ?, updated_at = ? where id = ?").bind(at(0), at(30), at(31), job.id).run();
  await setTimes("measurements", job.id, at(1));
  await setTimes("photos", job.id, at(2));
  await setTimes("notes", job.id, at(3), at(4));
  await setTimes("material_estimates", job.id, at(5), at(6));
  await setTimes("voice_notes", job.id, at(7));
  await setTimes("files", job.id, at(8));
  return { owner, job };
}

/** The times of a restored job and its records, as the API and D1 hold them. */
async function restoredTimes(cookie: string, id: string) {
  const first = async (path: string, fields: string[]) => {
    const [row] = await read(cookie, `/api/jobs/${id}/${path}`);
    return Object.fromEntries(fields.map((field) => [field, row?.[field]]));
  };
  return {
    job: await jobTimes(id),
    measurement: await first("measurements", ["createdAt"]),
    photo: await first("photos", ["createdAt"]),
    note: await first("notes", ["createdAt", "updatedAt"]),
    estimate: await first("estimates", ["createdAt", "updatedAt"]),
    voiceNote: await first("voice-notes", ["createdAt"]),
    file: await first("files", ["createdAt"]),
  };
}

const KEPT = {
  job: { createdAt: at(0), completedAt: at(30), updatedAt: at(31) },
  measurement: { createdAt: iso(at(1)) },
  photo: { createdAt: iso(at(2)) },
  note: { createdAt: iso(at(3)), updatedAt: iso(at(4)) },
  estimate: { createdAt: iso(at(5)), updatedAt: iso(at(6)) },
  voiceNote: { createdAt: iso(at(7)) },
  file: { createdAt: iso(at(8)) },
};

/** The job's own folder of an account export, zipped on its own as the export's README says. */
async function exportedJobFolder(cookie: string): Promise<Uint8Array> {
  const started = await call("/api/account/export", { body: {}, cookie });
  const backup = await settledBackup(cookie, (await started.json<BackupBody>()).id);
  expect(backup.status, backup.errorMessage ?? "").toBe("completed");
  const files = unzipSync(await downloadBackup(cookie, backup.id));
  const [job] = JSON.parse(strFromU8(files["jobs.json"]!)) as { folder: string }[];
  const prefix = `${job!.folder}/`;
  return zipSync(Object.fromEntries(Object.entries(files).flatMap(([name, bytes]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), bytes]] : []))));
}

describe("restored dates", () => {
  it("keeps the times a backup or an account export recorded, for the job and its records, so last year's job stays out of this week's Insights", async () => {
    const { owner, job } = await lastYearsJob();
    const backup = await completedBackup(owner.cookie, job.id);
    const zip = await downloadBackup(owner.cookie, backup.id);
    expect(JSON.parse(strFromU8(unzipSync(zip)["job.json"]!))).toMatchObject({ createdAt: iso(at(0)), updatedAt: iso(at(31)), completedAt: iso(at(30)) });
    expect(await thisWeek(owner.cookie)).toMatchObject({ jobs: 0, completedInPeriod: 0 });

    const restored = await call(`/api/backups/${backup.id}/restore`, { body: {}, cookie: owner.cookie });
    expect(restored.status).toBe(201);
    const imported = await importZip(owner.cookie, zip);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const fromExport = await importZip(owner.cookie, await exportedJobFolder(owner.cookie));
    expect(fromExport.status, await fromExport.clone().text()).toBe(201);

    for (const response of [restored, imported, fromExport]) {
      const copy = await response.json<{ id: string; createdAt: string; updatedAt: string }>();
      expect(copy).toMatchObject({ createdAt: iso(at(0)), updatedAt: iso(at(31)) });
      expect(await restoredTimes(owner.cookie, copy.id)).toEqual(KEPT);
    }
    expect(await thisWeek(owner.cookie), "three more jobs, none made or completed this week").toMatchObject({ jobs: 0, completedInPeriod: 0 });
    expect((await read<{ completed: number }>(owner.cookie, "/api/jobs/stats")).completed).toBe(4);
  }, 60_000);

  it("has a backup made before it recorded the completion stand its last change for it, and takes the restore's own time for a time missing, malformed, absurd or ahead", async () => {
    const { owner, job } = await lastYearsJob();
    const zip = await downloadBackup(owner.cookie, (await completedBackup(owner.cookie, job.id)).id);
    const files = unzipSync(zip);
    const record = (name: string) => JSON.parse(strFromU8(files[name]!)) as Json & Json[];
    const { completedAt: _completedAt, ...olderJob } = record("job.json");

    const older = await importZip(owner.cookie, await rezipped(zip, { "job.json": strToU8(JSON.stringify(olderJob)) }));
    expect(older.status, await older.clone().text()).toBe(201);
    expect(await jobTimes((await older.json<{ id: string }>()).id)).toEqual({ createdAt: at(0), completedAt: at(31), updatedAt: at(31) });

    const { updatedAt: _updatedAt, ...noChange } = olderJob;
    const soon = iso(Date.now() + 2 * 60_000);
    const bad = {
      "job.json": { ...noChange, createdAt: "2999-01-01T00:00:00.000Z", completedAt: "1970-01-01T00:00:00.000Z" },
      "measurements.json": record("measurements.json").map((item) => ({ ...item, createdAt: "1901-01-01T00:00:00.000Z" })),
      "photos.json": record("photos.json").map((item) => ({ ...item, createdAt: "2999-01-01T00:00:00Z" })),
      "notes.json": record("notes.json").map((item) => ({ ...item, createdAt: soon, updatedAt: "0001-01-01T00:00:00Z" })),
      "estimates.json": record("estimates.json").map((item) => ({ ...item, updatedAt: "not a time" })),
      "voice-notes.json": record("voice-notes.json").map((item) => ({ ...item, createdAt: "9999-12-31T23:59:59.999Z" })),
      "files.json": record("files.json").map((item) => ({ ...item, createdAt: "1999-12-31T23:59:59.999Z" })),
    };
    const before = Date.now();
    const response = await importZip(owner.cookie, await rezipped(zip, Object.fromEntries(Object.entries(bad).map(([name, value]) => [name, strToU8(JSON.stringify(value))]))));
    expect(response.status, await response.clone().text()).toBe(201);
    const after = Date.now();
    const times = await restoredTimes(owner.cookie, (await response.json<{ id: string }>()).id);
    const ms = (value: unknown) => (typeof value === "string" ? Date.parse(value) : value);
    const restoreTimes = [times.job!.createdAt, times.job!.completedAt, times.job!.updatedAt, times.measurement.createdAt, times.photo.createdAt, times.note.createdAt, times.note.updatedAt, times.estimate.updatedAt, times.voiceNote.createdAt, times.file.createdAt];
    for (const [index, value] of restoreTimes.entries()) {
      expect(ms(value), `time ${index}`).toBeGreaterThanOrEqual(before);
      expect(ms(value), `time ${index}`).toBeLessThanOrEqual(after);
    }
    expect(times.estimate.createdAt, "a good time beside a bad one is kept").toBe(iso(at(5)));
    expect(await thisWeek(owner.cookie)).toMatchObject({ jobs: 1, completedInPeriod: 1 });
  }, 60_000);
});
