import { env } from "cloudflare:test";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { FILE_MAX_BYTES } from "../../shared/constants";
import { createDb } from "../db/client";
import { findBackup, insertBackup } from "../db/queries/backups";
import { runBackup } from "../jobs/backup-run";
import { completedBackup, downloadBackup, importZip } from "../test/backups";
import { flatPng } from "../test/images";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { markupForm, sendForm, storedUnder, uploadPhoto } from "../test/photos";
import { formTeam, shareJobWith } from "../test/team";

async function backedUpJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van" });
  const photo = await uploadPhoto(owner.cookie, job.id, { caption: "Door" });
  await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { method: "PUT", cookie: owner.cookie });
  const backup = await completedBackup(owner.cookie, job.id);
  return { owner, job, backup, zip: await downloadBackup(owner.cookie, backup.id) };
}

const rezip = (files: Record<string, Uint8Array>) => zipSync(files, { level: 0 });

/** The zip with the central directory's record for `name` pointed at the local entry of `target`. */
function pointAt(zip: Uint8Array, name: string, target: string): Uint8Array {
  const copy = zip.slice();
  const data = new DataView(copy.buffer);
  const recordOf = (wanted: string) => {
    const encoded = strToU8(wanted);
    for (let at = 0; at + 46 < copy.length; at += 1) {
      if (data.getUint32(at, true) === 0x02014b50 && data.getUint16(at + 28, true) === encoded.length && copy.subarray(at + 46, at + 46 + encoded.length).every((byte, i) => byte === encoded[i])) return at;
    }
    throw new Error(`no record for ${wanted}`);
  };
  data.setUint32(recordOf(name) + 42, data.getUint32(recordOf(target) + 42, true), true);
  return copy;
}

/** The backup's files with `name` replaced by `bytes`, and the manifest's size and SHA-256 for it brought in line. */
async function withEntry(files: Record<string, Uint8Array>, manifest: { entries: { name: string }[] }, name: string, bytes: Uint8Array) {
  const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
  const entries = manifest.entries.map((entry) => (entry.name === name ? { ...entry, size: bytes.length, sha256: digest } : entry));
  return { ...files, [name]: bytes, "manifest.json": strToU8(JSON.stringify({ ...manifest, entries })) };
}

describe("restore refusals", () => {
  it("answers 422 with what is wrong for a damaged, tampered, foreign, too-new or hostile zip, and writes nothing", async () => {
    const { owner, zip } = await backedUpJob();
    const files = unzipSync(zip);
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]));
    const photoName = Object.keys(files).find((name) => name.endsWith("original.png"))!;
    const tampered = { ...files, [photoName]: files[photoName]!.map((byte, index) => (index === 40 ? byte ^ 1 : byte)) };
    const photos = JSON.parse(new TextDecoder().decode(files["photos.json"]));
    const twice = await withEntry(files, manifest, "photos.json", strToU8(JSON.stringify([photos[0], photos[0]])));
    const entryNamed = (pattern: RegExp) => Object.keys(files).find((name) => pattern.test(name))!;
    const otherThumb = await withEntry(files, manifest, entryNamed(/\/thumb\.png$/), await flatPng(800, 10));
    const otherMarked = await withEntry(files, manifest, entryNamed(/\/annotated\.\w+$/), await flatPng(30, 30));
    const otherMarkedThumb = await withEntry(files, manifest, entryNamed(/\/annotated-thumb\.\w+$/), await flatPng(10, 30));
    const corrupted = zip.slice();
    corrupted.fill(0, Math.floor(zip.length / 2), Math.floor(zip.length / 2) + 40);
    const cases: [string, Uint8Array, RegExp][] = [
      ["truncated", zip.slice(0, Math.floor(zip.length / 2)), /cut short|not a zip/],
      ["corrupted", corrupted, /damaged|SHA-256|changed/],
      ["tampered", rezip(tampered), /does not match its SHA-256/],
      ["foreign", rezip({ "notes.txt": strToU8("hello") }), /not a WrapPilot backup/],
      ["too new", rezip({ ...files, "manifest.json": strToU8(JSON.stringify({ ...manifest, version: 2 })) }), /newer version of WrapPilot \(format version 2\)/],
      ["path traversal", rezip({ ...files, "../evil.txt": strToU8("x") }), /climbs out of the folder/],
      ["absolute path", rezip({ ...files, "/etc/passwd": strToU8("x") }), /absolute path/],
      ["zip bomb", zipSync({ "manifest.json": files["manifest.json"]!, "photos/bomb.bin": new Uint8Array(FILE_MAX_BYTES + 5 * 1024 * 1024) }, { level: 9 }), /would unpack to \d+ bytes/],
      ["extra entry", rezip({ ...files, "extra.txt": strToU8("x") }), /not in the manifest/],
      ["one photo named twice", rezip(twice), /photos\/.* is named twice/],
      ["another picture as the thumbnail", rezip(otherThumb), /thumb\.png \(800×10\) is not the 30×20 image it goes with made smaller/],
      ["another picture as the marked-up copy", rezip(otherMarked), /annotated\.\w+ \(30×30\) is not the 30×20 image/],
      ["another picture as the marked-up thumbnail", rezip(otherMarkedThumb), /annotated-thumb\.\w+ \(10×30\) is not the 30×20 image/],
    ];
    const jobsBefore = (await listJobs(owner.cookie)).items.length;
    const objectsBefore = (await storedUnder("jobs/")).length;
    for (const [name, bytes, message] of cases) {
      const response = await importZip(owner.cookie, bytes);
      expect(response.status, name).toBe(422);
      expect(await errorMessage(response), name).toMatch(message);
    }
    expect((await listJobs(owner.cookie)).items.length).toBe(jobsBefore);
    expect((await storedUnder("jobs/")).length, "no orphan objects").toBe(objectsBefore);
  }, 60_000);

  it("refuses one entry's data named by two records, and a zip that unpacks to far more than its size", async () => {
    const { owner, zip } = await backedUpJob();
    const files = unzipSync(zip);
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]));
    const first = await withEntry(files, manifest, "files/a.txt", strToU8("one text, stored once"));
    const both = await withEntry(first, JSON.parse(new TextDecoder().decode(first["manifest.json"])), "files/b.txt", strToU8("one text, stored once"));
    const shared = pointAt(rezip(both), "files/b.txt", "files/a.txt");
    const sharing = await importZip(owner.cookie, shared);
    expect(sharing.status).toBe(422);
    expect(await errorMessage(sharing)).toMatch(/The entries files\/a\.txt and files\/b\.txt share their data/);

    const padding = new Uint8Array(25 * 1024 * 1024).fill(97);
    const bomb = await importZip(owner.cookie, zipSync({ ...files, "files/a.txt": padding, "files/b.txt": padding, "files/c.txt": padding }, { level: 9 }));
    expect(bomb.status).toBe(422);
    expect(await errorMessage(bomb)).toMatch(/would unpack to \d+ times its own size/);
  }, 60_000);

  it("allows 30 restores and imports an hour, refused ones too", async () => {
    const owner = await signUp();
    const foreign = rezip({ "notes.txt": strToU8("hello") });
    for (let i = 0; i < 30; i += 1) expect((await importZip(owner.cookie, foreign)).status).toBe(422);
    const over = await importZip(owner.cookie, foreign);
    expect(over.status).toBe(429);
    expect(await errorMessage(over)).toMatch(/^Too many backups restored or imported in the last hour\./);
    const unread = await sendForm("/api/backups/import", new FormData(), { cookie: owner.cookie });
    expect(unread.status, "over the limit, the upload is refused before it is read").toBe(429);
  }, 60_000);

  it("does not count an import with no file or an empty one against the hour's 30, as nothing was unpacked", async () => {
    const owner = await signUp();
    for (let i = 0; i < 31; i += 1) {
      const empty = await sendForm("/api/backups/import", new FormData(), { cookie: owner.cookie });
      expect(empty.status).toBe(400);
    }
    const form = new FormData();
    form.set("file", new Blob([]), "backup.zip");
    expect((await sendForm("/api/backups/import", form, { cookie: owner.cookie })).status).toBe(422);
    expect((await importZip(owner.cookie, rezip({ "notes.txt": strToU8("hello") }))).status).toBe(422);
  }, 60_000);

  it("asks for the zip in the field named file when the import is not a form", async () => {
    const owner = await signUp();
    const response = await call("/api/backups/import", { body: { file: "backup.zip" }, cookie: owner.cookie });
    expect(response.status).toBe(415);
    expect(await errorMessage(response)).toBe("Send the file as multipart/form-data, with the file in the field named file.");
  });

  it("refuses a record the API's schemas refuse, after photos were put, and removes them again", async () => {
    const { owner, zip } = await backedUpJob();
    const files = unzipSync(zip);
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]));
    const estimates = strToU8(JSON.stringify([{ totalSurfaceArea: -5, createdAt: new Date().toISOString() }]));
    const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", estimates)), (b) => b.toString(16).padStart(2, "0")).join("");
    manifest.entries = manifest.entries.map((entry: { name: string }) => (entry.name === "estimates.json" ? { ...entry, size: estimates.length, sha256: digest } : entry));
    const objectsBefore = (await storedUnder("jobs/")).length;
    const response = await importZip(owner.cookie, rezip({ ...files, "manifest.json": strToU8(JSON.stringify(manifest)), "estimates.json": estimates }));
    expect(response.status).toBe(422);
    expect(await errorMessage(response)).toContain("estimates.json[0]: totalSurfaceArea: Surface area must be 0 or more");
    expect((await storedUnder("jobs/")).length).toBe(objectsBefore);
  }, 60_000);

  it("ends failed with a message and no object when the R2 write fails midway", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Fleet Co" });
    await uploadPhoto(owner.cookie, job.id);
    const db = createDb(env.DB);
    const inserted = await insertBackup(db, { userId: owner.body.id, jobId: job.id, backupType: "job", fileName: "x.zip" });
    if (inserted === "quota") throw new Error("quota");
    const failing = new Proxy(env.FILES, {
      get(target, property) {
        if (property === "put") {
          return async (_key: string, body: ReadableStream<Uint8Array>) => {
            const reader = body.getReader();
            await reader.read();
            throw new Error("injected: connection reset");
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await runBackup({ db, bucket: failing }, inserted.row.id);
    const row = await findBackup(db, inserted.row.id);
    expect(row).toMatchObject({ status: "failed", errorMessage: "The backup could not be stored. Please try again.", fileSize: null });
    expect(await storedUnder(`backups/${owner.body.id}/`)).toEqual([]);
    const answered = await call(`/api/backups/${inserted.row.id}/download`, { cookie: owner.cookie });
    expect(answered.status).toBe(404);
  }, 60_000);

  it("ends failed, with no object, when its maker's full share was revoked before the backup ran", async () => {
    const owner = await signUp();
    const installer = await signUp();
    await formTeam(owner, [{ person: installer, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Fleet Co" });
    await uploadPhoto(owner.cookie, job.id);
    const shared = await shareJobWith(owner, job.id, installer.body.id, "full");
    const db = createDb(env.DB);
    const queued = await insertBackup(db, { userId: installer.body.id, jobId: job.id, backupType: "job", fileName: "x.zip" });
    if (queued === "quota") throw new Error("quota");
    const { id: shareId } = await shared.json<{ id: string }>();
    expect((await call(`/api/team/shared-jobs/${shareId}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);

    await runBackup({ db, bucket: env.FILES }, queued.row.id);

    expect(await findBackup(db, queued.row.id)).toMatchObject({ status: "failed", errorMessage: "Your full access to this job ended before its backup was made.", fileSize: null });
    expect(await storedUnder(`backups/${installer.body.id}/`)).toEqual([]);
  }, 60_000);
});
