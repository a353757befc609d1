import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { BACKUP_QUOTA_BYTES } from "../../shared/domain/backup-rules";
import { completedBackup, downloadBackup, importZip, seedBackup, settledBackup, startBackup } from "../test/backups";
import { call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { markupForm, sendForm, storedUnder, uploadPhoto } from "../test/photos";
import { formTeam, shareJobWith } from "../test/team";

type Json = Record<string, unknown>;

async function jobWithEverything() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Acme Café", jobName: "Sprinter wrap", vehicleMake: "Mercedes", dueDate: "2026-12-01", notes: "Matte black" });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "roof", width: 2, height: 3, unit: "ft", label: "=SUM(A1)" });
  await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 216, materialPrice: 400, laborHours: 6, laborRate: 80 }, cookie: owner.cookie });
  const photos = [];
  for (let n = 0; n < 5; n += 1) {
    const photo = await uploadPhoto(owner.cookie, job.id, { caption: n === 0 ? "Driver/door ../x" : `Panel ${n}` });
    const saved = await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { method: "PUT", cookie: owner.cookie });
    expect(saved.status).toBe(200);
    photos.push(photo);
  }
  return { owner, job, photos };
}

const read = async (cookie: string, path: string) => (await call(path, { cookie })).json<Json[] & Json>();
const idsAt = async (cookie: string, path: string) => (await (await call(path, { cookie })).json<{ id: string }[]>()).map((row) => row.id);
const withoutIds = (rows: Json[], drop: string[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !drop.includes(key))));

describe("backups", () => {
  it("backs up a job, downloads a documented zip, and restores and imports it as new jobs equal field by field", async () => {
    const { owner, job, photos } = await jobWithEverything();
    const started = await startBackup(owner.cookie, job.id);
    expect(started).toMatchObject({ status: "pending", backupType: "job", provider: "r2", fileSize: null, fileName: "Acme-Café-Sprinter-wrap-" + new Date().toISOString().slice(0, 10) + ".zip" });
    const backup = await settledBackup(owner.cookie, started.id);
    expect(backup.status, backup.errorMessage ?? "").toBe("completed");
    expect(backup.lastSyncAt).not.toBeNull();
    expect(await storedUnder(`backups/${owner.body.id}/`)).toEqual([`backups/${owner.body.id}/${backup.id}.zip`]);

    const response = await call(`/api/backups/${backup.id}/download`, { cookie: owner.cookie });
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toContain("attachment; filename=\"Acme-Cafe-Sprinter-wrap-");
    expect(response.headers.get("Content-Disposition")).toContain("filename*=UTF-8''Acme-Caf%C3%A9-Sprinter-wrap-");
    const zip = new Uint8Array(await response.arrayBuffer());
    expect(zip.byteLength).toBe(backup.fileSize);
    const files = unzipSync(zip);
    const names = Object.keys(files);
    expect(names[0]).toBe("manifest.json");
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    expect(manifest).toMatchObject({ format: "wrappilot-backup", version: 1, backupType: "job", counts: { photos: 5, markedUpPhotos: 5, measurements: 2, estimates: 1 } });
    for (const entry of manifest.entries) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", files[entry.name]!));
      expect(Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join(""), entry.name).toBe(entry.sha256);
    }
    expect(names).toContain("photos/001-Driver-door ..-x/original.png");
    expect(names).toContain("photos/002-Panel 1/annotated.jpg");
    expect(names).toContain("photos/002-Panel 1/markup.json");
    expect(strFromU8(files["measurements.csv"]!)).toContain("'=SUM(A1)");
    expect(files["photos/001-Driver-door ..-x/original.png"]).toEqual(imageBytes("png"));

    const restoredResponse = await call(`/api/backups/${backup.id}/restore`, { body: {}, cookie: owner.cookie });
    expect(restoredResponse.status).toBe(201);
    const restored = await restoredResponse.json<Json & { id: string }>();
    const imported = await importZip(owner.cookie, zip);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const importedJob = await imported.json<Json & { id: string }>();
    const today = new Date().toISOString().slice(0, 10);
    const original = await read(owner.cookie, `/api/jobs/${job.id}`);
    for (const copy of [restored, importedJob]) {
      expect(copy.id).not.toBe(job.id);
      expect(copy.jobName).toBe(`Sprinter wrap (restored ${today})`);
      const drop = ["id", "createdAt", "updatedAt", "jobName"];
      expect(withoutIds([copy], drop)).toEqual(withoutIds([original], drop));
      const dropChild = ["id", "jobId", "createdAt", "updatedAt", "url", "thumbnailUrl", "originalUrl", "markupVersion"];
      for (const list of ["measurements", "estimates", "photos"]) {
        const copied = await read(owner.cookie, `/api/jobs/${copy.id}/${list}`);
        expect(withoutIds(copied, dropChild), list).toEqual(withoutIds(await read(owner.cookie, `/api/jobs/${job.id}/${list}`), dropChild));
      }
      const copiedPhotos = await read(owner.cookie, `/api/jobs/${copy.id}/photos`);
      expect(copiedPhotos.map((p) => p.id)).not.toEqual(photos.map((p) => p.id));
      const first = copiedPhotos[0] as { id: string; originalUrl: string; url: string };
      expect(new Uint8Array(await (await call(first.originalUrl, { cookie: owner.cookie })).arrayBuffer())).toEqual(imageBytes("png"));
      expect(new Uint8Array(await (await call(first.url, { cookie: owner.cookie })).arrayBuffer())).toEqual(imageBytes("jpeg"));
      expect(await read(owner.cookie, `/api/photos/${first.id}/markup`)).toEqual(await read(owner.cookie, `/api/photos/${photos[0]!.id}/markup`));
      const edited = await sendForm(`/api/photos/${first.id}/markup`, markupForm(1), { method: "PUT", cookie: owner.cookie });
      expect(edited.status, "markup re-editable").toBe(200);
    }
  }, 60_000);

  it("answers a double click with the backup already in progress, and lists a job's backups newest first", async () => {
    const { owner, job } = await jobWithEverything();
    const [a, b] = await Promise.all([startBackup(owner.cookie, job.id), startBackup(owner.cookie, job.id)]);
    expect(a.id).toBe(b.id);
    await settledBackup(owner.cookie, a.id);
    const photosOnly = await completedBackup(owner.cookie, job.id, "photos");
    const listed = await read(owner.cookie, `/api/backups?jobId=${job.id}`);
    expect(listed.map((item) => item.id)).toEqual([photosOnly.id, a.id]);
    expect((await read(owner.cookie, "/api/backups")).map((item) => item.id)).toEqual([photosOnly.id, a.id]);
    const refused = await call(`/api/backups/${photosOnly.id}/restore`, { body: {}, cookie: owner.cookie });
    expect(refused.status).toBe(422);
    expect(await errorMessage(refused)).toContain("photos-only");
    const names = Object.keys(unzipSync(await downloadBackup(owner.cookie, photosOnly.id)));
    expect(names).not.toContain("job.json");
    expect(await call(`/api/backups/${photosOnly.id}`, { method: "DELETE", cookie: owner.cookie })).toHaveProperty("status", 204);
    expect(await storedUnder(`backups/${owner.body.id}/${photosOnly.id}`)).toEqual([]);
    expect((await call(`/api/backups/${photosOnly.id}`, { cookie: owner.cookie })).status).toBe(404);
  }, 60_000);

  it("refuses other users (404) and view-only shares (403), and a restore refused writes nothing", async () => {
    const { owner, job } = await jobWithEverything();
    const backup = await completedBackup(owner.cookie, job.id);
    const stranger = await signUp();
    const viewer = await signUp();
    await formTeam(owner, [{ person: viewer, role: "installer" }]);
    await shareJobWith(owner, job.id, viewer.body.id, "view");
    for (const path of [`/api/backups/${backup.id}`, `/api/backups/${backup.id}/download`]) {
      expect((await call(path, { cookie: stranger.cookie })).status).toBe(404);
      expect((await call(path, { cookie: viewer.cookie })).status).toBe(403);
    }
    expect((await call(`/api/backups/${backup.id}/restore`, { body: {}, cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/jobs/${job.id}/backup`, { body: { type: "job" }, cookie: viewer.cookie })).status).toBe(403);
    expect((await call(`/api/backups?jobId=${job.id}`, { cookie: viewer.cookie })).status).toBe(403);
    expect((await call(`/api/backups/${backup.id}`, { method: "DELETE", cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/backups/${backup.id}`, { cookie: owner.cookie })).status).toBe(200);
  }, 60_000);

  it("drops a backup of a job whose share was revoked from its maker's list and quota; the owner still lists it", async () => {
    const { owner, job } = await jobWithEverything();
    const installer = await signUp();
    await formTeam(owner, [{ person: installer, role: "installer" }]);
    const shared = await shareJobWith(owner, job.id, installer.body.id, "full");
    expect(shared.status).toBe(201);
    const made = await completedBackup(installer.cookie, job.id);
    await seedBackup(installer.body.id, job.id, { minutesAgo: 5, fileSize: BACKUP_QUOTA_BYTES });
    const ownJob = await createJob(installer.cookie, { clientName: "Installer's own" });
    expect((await call(`/api/jobs/${ownJob.id}/backup`, { body: { type: "job" }, cookie: installer.cookie })).status).toBe(409);
    expect(await idsAt(installer.cookie, "/api/backups")).toContain(made.id);

    const { id: shareId } = await shared.json<{ id: string }>();
    expect((await call(`/api/team/shared-jobs/${shareId}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);

    expect(await idsAt(installer.cookie, "/api/backups")).toEqual([]);
    expect((await startBackup(installer.cookie, ownJob.id)).status).toBe("pending");
    expect(await idsAt(owner.cookie, `/api/backups?jobId=${job.id}`)).toContain(made.id);
  }, 60_000);

  it("restores a job whose measured area is past the typed-total limit, as measured: 400 ft by 300 ft of wall is 120,000 sq ft", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Stadium Co" });
    await addMeasurement(cookie, job.id, { jobType: "wall_graphic", panel: "full_wall", width: 4800, height: 3600 });
    expect((await (await call(`/api/jobs/${job.id}`, { cookie })).json<{ totalSquareFeet: number }>()).totalSquareFeet).toBe(120_000);
    const backup = await completedBackup(cookie, job.id);
    const imported = await importZip(cookie, await downloadBackup(cookie, backup.id));
    expect(imported.status, await imported.clone().text()).toBe(201);
    const copy = await imported.json<{ totalSquareFeet: number; totalSquareFeetSource: string }>();
    expect(copy).toMatchObject({ totalSquareFeet: 120_000, totalSquareFeetSource: "measurements" });
  });

  it("restores a job with a decal too small to cover a hundredth of a square foot (stored as 0 sq ft)", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Decal Co" });
    await addMeasurement(cookie, job.id, { jobType: "vehicle", panel: "hood", width: 0.5, height: 0.5, label: "Logo dot" });
    const backup = await completedBackup(cookie, job.id);
    const imported = await importZip(cookie, await downloadBackup(cookie, backup.id));
    expect(imported.status, await imported.clone().text()).toBe(201);
    const copy = await imported.json<{ id: string }>();
    expect(await read(cookie, `/api/jobs/${copy.id}/measurements`)).toMatchObject([{ width: 0.5, height: 0.5, squareFeet: 0, label: "Logo dot" }]);
  });

  it("refuses a bad backup type with a clear message", async () => {
    const { owner, job } = await jobWithEverything();
    const response = await call(`/api/jobs/${job.id}/backup`, { body: { type: "everything" }, cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain("Backup type must be one of job, photos");
    expect(await read(owner.cookie, `/api/backups?jobId=${job.id}`)).toEqual([]);
  }, 60_000);
});
