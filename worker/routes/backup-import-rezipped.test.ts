import { Zip, ZipDeflate, ZipPassThrough, strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type BackupBody, completedBackup, downloadBackup, importZip, settledBackup } from "../test/backups";
import { uploadFile } from "../test/files";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { markupForm, sendForm, storedUnder, uploadPhoto } from "../test/photos";

type Files = Record<string, Uint8Array>;
type Row = { id: string; hasMarkup?: boolean; filename?: string; caption?: string };

async function backedUpJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const photo = await uploadPhoto(owner.cookie, job.id, { caption: "Café door" });
  expect((await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { method: "PUT", cookie: owner.cookie })).status).toBe(200);
  await uploadFile(owner.cookie, job.id, strToU8("panel,width\nhood,60\n"), "Crème panels.csv");
  expect((await call(`/api/jobs/${job.id}/notes`, { body: { body: "Door handles off first." }, cookie: owner.cookie })).status).toBe(201);
  const backup = await completedBackup(owner.cookie, job.id);
  const zip = await downloadBackup(owner.cookie, backup.id);
  return { owner, job, zip, files: unzipSync(zip) };
}

/** Every folder a name sits in, with its slash, outermost first. */
const foldersOf = (name: string) => name.split("/").slice(0, -1).map((_, index, parts) => `${parts.slice(0, index + 1).join("/")}/`);

/** An AppleDouble file as macOS writes one for a file with extended attributes (here the quarantine flag a download gets). */
function appleDouble(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00]);
  bytes.set(strToU8("Mac OS X        "), 8);
  bytes.set(strToU8("ATTR com.apple.quarantine 0083;65f1a2b3;Safari;"), 120);
  return bytes;
}

const dsStore = () => {
  const bytes = new Uint8Array(6148);
  bytes.set([0, 0, 0, 1, ...strToU8("Bud1")]);
  return bytes;
};

const unixExtra = () => ({ 0x5455: new Uint8Array([1, 0x60, 0xf1, 0xa2, 0x65]), 0x7875: new Uint8Array([1, 4, 0xf5, 1, 0, 0, 4, 0x14, 0, 0, 0]) });

/**
 * The files as a Mac's Finder compresses them (Archive Utility): a record for every folder, deflated entries written
 * with data descriptors and Unix extra fields, each file's AppleDouble twin under __MACOSX/, and .DS_Store files.
 * `folder` is the folder compressed whole, or "" when its contents were selected and compressed.
 */
function finderZip(files: Files, folder = "", normalize: "NFC" | "NFD" = "NFC"): Uint8Array {
  const names = Object.keys(files).map((name) => `${folder}${name}`);
  const twins = names.map((name) => `__MACOSX/${name.replace(/[^/]*$/, (last) => `._${last}`)}`);
  const stores = [`${folder}.DS_Store`, `${folder}photos/.DS_Store`];
  const entries = new Map<string, Uint8Array>();
  for (const name of [...names, ...stores, ...twins]) for (const inner of foldersOf(name)) entries.set(inner, new Uint8Array());
  Object.entries(files).forEach(([name, bytes]) => entries.set(`${folder}${name}`, bytes));
  for (const name of stores) entries.set(name, dsStore());
  for (const name of twins) entries.set(name, appleDouble());
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, bytes] of entries) {
    const entry = name.endsWith("/") ? new ZipPassThrough(name.normalize(normalize)) : new ZipDeflate(name.normalize(normalize), { level: 6 });
    Object.assign(entry, { os: 3, extra: unixExtra() });
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((at, chunk) => (out.set(chunk, at), at + chunk.length), 0);
  return out;
}

/** The files as Windows' Explorer zips a folder (Send to, Compressed folder): a record for every folder, Thumbs.db where thumbnails were shown. */
function explorerZip(files: Files, folder: string): Uint8Array {
  const entries: Files = {};
  for (const name of Object.keys(files)) for (const inner of foldersOf(`${folder}${name}`)) entries[inner] = new Uint8Array();
  for (const [name, bytes] of Object.entries(files)) entries[`${folder}${name}`] = bytes;
  entries[`${folder}photos/Thumbs.db`] = new Uint8Array(1024).fill(0xd0);
  return zipSync(entries, { level: 6 });
}

const read = async <T>(cookie: string, path: string) => (await call(path, { cookie })).json<T>();

/** The import answered 201 with the whole job, its photo marked up, its file and note, and nothing more stored than the backup held. */
async function importsWhole(cookie: string, zip: Uint8Array, label: string) {
  const response = await importZip(cookie, zip);
  expect(response.status, `${label}: ${await response.clone().text()}`).toBe(201);
  const job = await response.json<{ id: string; clientName: string; jobName: string }>();
  expect(job.clientName, label).toBe("Fleet Co");
  expect(job.jobName, label).toMatch(/^Van wrap \(restored /);
  expect(await read<Row[]>(cookie, `/api/jobs/${job.id}/photos`), label).toMatchObject([{ caption: "Café door", hasMarkup: true }]);
  expect(await read<Row[]>(cookie, `/api/jobs/${job.id}/files`), label).toMatchObject([{ filename: "Crème panels.csv" }]);
  expect(await read<Row[]>(cookie, `/api/jobs/${job.id}/notes`), label).toHaveLength(1);
  return job;
}

async function refused(cookie: string, zip: Uint8Array, message: RegExp, label: string) {
  const jobsBefore = (await listJobs(cookie)).items.length;
  const objectsBefore = await storedUnder("jobs/");
  const response = await importZip(cookie, zip);
  expect(response.status, label).toBe(422);
  expect(await errorMessage(response), label).toMatch(message);
  expect((await listJobs(cookie)).items.length, label).toBe(jobsBefore);
  expect(await storedUnder("jobs/"), `${label}: no orphan objects`).toEqual(objectsBefore);
}

describe("importing a backup unzipped and zipped again by hand", () => {
  it("takes one compressed again in a Mac's Finder, contents or folder, without reading its __MACOSX, AppleDouble or .DS_Store entries", async () => {
    const { owner, job, files } = await backedUpJob();
    const stored = (await storedUnder(`jobs/${job.id}/`)).length;
    const cases: [string, Uint8Array][] = [
      ["contents compressed", finderZip(files)],
      ["folder compressed", finderZip(files, "Fleet-Co-Van-wrap-2026-05-01/")],
      ["folder compressed on a disk that keeps names decomposed", finderZip(files, "Fleet-Co-Van-wrap-2026-05-01/", "NFD")],
    ];
    const names = Object.keys(unzipSync(cases[1]![1]));
    expect(names).toContain("__MACOSX/Fleet-Co-Van-wrap-2026-05-01/photos/001-Café door/._original.png");
    expect(names).toContain("Fleet-Co-Van-wrap-2026-05-01/.DS_Store");
    expect(Object.keys(unzipSync(cases[2]![1]))).toContain("Fleet-Co-Van-wrap-2026-05-01/photos/001-Cafe\u0301 door/original.png");
    for (const [label, zip] of cases) {
      const imported = await importsWhole(owner.cookie, zip, label);
      expect((await storedUnder(`jobs/${imported.id}/`)).length, `${label}: only the backup's own objects stored`).toBe(stored);
    }
  }, 60_000);

  it("takes one zipped on Windows as a folder with Thumbs.db, and an account export's job folder compressed whole", async () => {
    const { owner, files } = await backedUpJob();
    await importsWhole(owner.cookie, explorerZip(files, "Job backup/"), "Windows folder");

    const exported = await call("/api/account/export", { body: {}, cookie: owner.cookie });
    const backup = await settledBackup(owner.cookie, (await exported.json<BackupBody>()).id);
    expect(backup.status, backup.errorMessage ?? "").toBe("completed");
    const account = unzipSync(await downloadBackup(owner.cookie, backup.id));
    const [first] = JSON.parse(strFromU8(account["jobs.json"]!)) as { folder: string }[];
    const prefix = `${first!.folder}/`;
    const jobFolder = Object.fromEntries(Object.entries(account).flatMap(([name, bytes]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), bytes]] : [])));
    expect(Object.keys(jobFolder)).toContain("manifest.json");
    await importsWhole(owner.cookie, finderZip(jobFolder, `${prefix.split("/")[1]}/`), "account export's job folder");
  }, 60_000);

  it("does not count what a file manager added against the backup's limits: large AppleDouble and .DS_Store files, thousands of them and their folders", async () => {
    const { owner, files } = await backedUpJob();
    const large = new Uint8Array(40 * 1024 * 1024);
    const clutter: Files = {};
    for (let n = 0; n < 4000; n += 1) Object.assign(clutter, { [`__MACOSX/scans/${n}/`]: new Uint8Array(), [`__MACOSX/scans/${n}/._scan-${n}.png`]: appleDouble() });
    await importsWhole(owner.cookie, zipSync({ ...files, "__MACOSX/._big": large, "__MACOSX/._bigger": large, ".DS_Store": large }, { level: 1 }), "large");
    await importsWhole(owner.cookie, zipSync({ ...files, ...clutter }, { level: 1 }), "many");
  }, 60_000);

  it("stays as strict as before inside the folder and beside it", async () => {
    const { owner, files } = await backedUpJob();
    const { "photos/001-Café door/original.png": photo, ...withoutPhoto } = files;
    expect(photo).toBeDefined();
    const inFolder = (entries: Files, folder = "Job backup/") => Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [`${folder}${name}`, bytes]));
    const many: Files = {};
    for (let n = 0; n < 3800; n += 1) many[`files/${n}.txt`] = strToU8("x");
    const twins: Files = {};
    for (let n = 0; n < 4 * 3800; n += 1) twins[`__MACOSX/._${n}`] = strToU8("x");
    const padding = new Uint8Array(25 * 1024 * 1024).fill(97);
    const cases: [string, Uint8Array, RegExp][] = [
      ["a file not in the manifest inside the folder", zipSync(inFolder({ ...files, "extra.txt": strToU8("x") }), { level: 0 }), /The entry extra\.txt is not in the manifest/],
      ["a file beside the folder", zipSync({ ...inFolder(files), "notes.txt": strToU8("x") }, { level: 0 }), /not a WrapPilot backup: it has no manifest\.json/],
      ["two folders", zipSync({ ...inFolder(files, "a/"), ...inFolder(files, "b/") }, { level: 0 }), /not a WrapPilot backup: it has no manifest\.json/],
      ["a backup two folders down", zipSync(inFolder(files, "jobs/001-Fleet Co Van wrap/"), { level: 0 }), /not a WrapPilot backup: it has no manifest\.json/],
      ["a backup only under __MACOSX", zipSync({ ...inFolder(files, "__MACOSX/"), ".DS_Store": dsStore() }, { level: 0 }), /not a WrapPilot backup: it has no manifest\.json/],
      ["a photo missing from the folder", zipSync(inFolder(withoutPhoto), { level: 0 }), /The entry photos\/001-Café door\/original\.png is missing/],
      ["climbing out from __MACOSX", zipSync({ ...files, "__MACOSX/../._evil": strToU8("x") }, { level: 0 }), /climbs out of the folder/],
      ["climbing out of the folder", zipSync({ ...inFolder(files), "Job backup/../evil.txt": strToU8("x") }, { level: 0 }), /climbs out of the folder/],
      ["an absolute path", zipSync({ ...files, "/__MACOSX/._x": strToU8("x") }, { level: 0 }), /absolute path/],
      ["too many entries inside the folder", zipSync(inFolder({ ...files, ...many }), { level: 0 }), /The zip holds \d+ entries; a backup can hold at most 3800\./],
      ["far too many AppleDouble files", zipSync({ ...files, ...twins }, { level: 0 }), /The zip holds \d+ entries; a backup can hold at most 15200\./],
      ["a zip bomb inside the folder", zipSync(inFolder({ ...files, "files/a.txt": padding, "files/b.txt": padding, "files/c.txt": padding }), { level: 9 }), /would unpack to \d+ times its own size/],
      ["one name twice once composed", zipSync({ ...inFolder(files), "Job backup/photos/001-Cafe\u0301 door/original.png": strToU8("x") }, { level: 0 }), /appears twice/],
    ];
    for (const [label, bytes, message] of cases) await refused(owner.cookie, bytes, message, label);
  }, 120_000);
});
