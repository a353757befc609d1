import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { TRANSCRIPTION_MAX } from "../../shared/constants";
import { VOICE_NOTE_MAX_BYTES } from "../../shared/schemas/voice-note";
import { type VoiceNoteBody, uploadVoiceNote, wavBytes, webmBytes } from "../test/audio";
import { completedBackup, downloadBackup, importZip, rezipped } from "../test/backups";
import { type FileBody, markedForm, pdfBytes, sendMarks, uploadFile } from "../test/files";
import { createShare } from "../test/shares";
import { call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { createJob, errorMessage, listJobs } from "../test/jobs";
import { storedUnder } from "../test/photos";

type Json = Record<string, unknown>;
type Manifest = { counts: Record<string, number>; entries: { name: string; size: number; sha256: string }[] };

const hex = async (bytes: Uint8Array) => Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes.slice())), (b) => b.toString(16).padStart(2, "0")).join("");
const read = async <T = Json[]>(cookie: string, path: string) => (await call(path, { cookie })).json<T>();
const bytesAt = async (cookie: string, url: string) => new Uint8Array(await (await call(url, { cookie })).arrayBuffer());

async function jobWithNotesAndFiles() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const note = await call(`/api/jobs/${job.id}/notes`, { body: { body: "Door handles off first.\nCheck the seams." }, cookie: owner.cookie });
  expect(note.status).toBe(201);
  const voice = await uploadVoiceNote(owner.cookie, job.id);
  const pdf = await pdfBytes();
  const file = await uploadFile(owner.cookie, job.id, pdf, "Side/Wrap design for the Fleet Co sprinter van, driver side, final proof v1.pdf", { category: "proof" });
  const proof = await (await call(`/api/files/${file.id}/proof`, { body: { message: "First design" }, cookie: owner.cookie })).json<{ id: string }>();
  const link = await createShare(owner.cookie, job.id, { accessLevel: "view", expiresInDays: 7 });
  expect((await sendMarks(link.shareToken, proof.id, markedForm({ name: "Dana", comment: "Logo higher" }))).status).toBe(201);
  const backup = await completedBackup(owner.cookie, job.id);
  return { owner, job, voice, file, pdf, zip: await downloadBackup(owner.cookie, backup.id), backup };
}

async function refusedLeavesNothing(cookie: string, zip: Uint8Array, message: RegExp) {
  const jobsBefore = (await listJobs(cookie)).items.length;
  const objectsBefore = await storedUnder("jobs/");
  const response = await importZip(cookie, zip);
  expect(response.status).toBe(422);
  expect(await errorMessage(response)).toMatch(message);
  expect((await listJobs(cookie)).items.length).toBe(jobsBefore);
  expect(await storedUnder("jobs/"), "no orphan objects").toEqual(objectsBefore);
}

describe("job backups with notes, voice notes and files", () => {
  it("holds them with matching hashes and restores them as new rows whose audio and bytes read back through the API", async () => {
    const { owner, job, voice, file, pdf, zip, backup } = await jobWithNotesAndFiles();
    const files = unzipSync(zip);
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as Manifest;
    expect(manifest.counts).toMatchObject({ notes: 1, voiceNotes: 1, files: 1, proofs: 1 });
    for (const entry of manifest.entries) expect(await hex(files[entry.name]!), entry.name).toBe(entry.sha256);
    const notes = JSON.parse(strFromU8(files["notes.json"]!)) as Json[];
    expect(notes).toMatchObject([{ body: "Door handles off first.\nCheck the seams.", author: { id: owner.body.id } }]);
    const [voiceRecord] = JSON.parse(strFromU8(files["voice-notes.json"]!)) as { audio: string; mimeType: string; size: number }[];
    expect(voiceRecord!.audio).toMatch(/^voice\/001-\d{4}-\d\d-\d\d \d\d-\d\d\/recording\.webm$/);
    expect(files[voiceRecord!.audio]).toEqual(webmBytes());
    const [fileRecord] = JSON.parse(strFromU8(files["files.json"]!)) as { file: string; filename: string; proofs: { marked?: string }[] }[];
    expect(fileRecord!.file).toBe("files/001-Wrap design for the Fleet Co sprinter van, driver side, fina/Wrap design for the Fleet Co sprinter van, driver side, fina.pdf");
    const folder = "files/001-Wrap design for the Fleet Co sprinter van, driver side, fina";
    expect(fileRecord!.proofs).toMatchObject([{ version: 1, status: "changes_requested", message: "First design", decidedComment: "Logo higher", marked: `${folder}/marks-v1.jpg` }]);
    expect(files[`${folder}/marks-v1.jpg`], "the design as the client marked it").toEqual(imageBytes("jpeg"));
    expect(files[fileRecord!.file]).toEqual(pdf);
    expect(strFromU8(files["README.txt"]!)).toContain("voice-notes.json");

    const restoredResponse = await call(`/api/backups/${backup.id}/restore`, { body: {}, cookie: owner.cookie });
    expect(restoredResponse.status).toBe(201);
    const restored = await restoredResponse.json<{ id: string }>();
    const imported = await importZip(owner.cookie, zip);
    expect(imported.status, await imported.clone().text()).toBe(201);
    for (const copy of [restored, await imported.json<{ id: string }>()]) {
      const drop = ({ id: _id, jobId: _jobId, audioUrl: _audio, url: _url, previewUrl: _preview, ...rest }: Json) => rest;
      const copiedNotes = await read(owner.cookie, `/api/jobs/${copy.id}/notes`);
      expect(copiedNotes.map(drop)).toEqual((await read(owner.cookie, `/api/jobs/${job.id}/notes`)).map(drop));
      const copiedVoice = await read<VoiceNoteBody[]>(owner.cookie, `/api/jobs/${copy.id}/voice-notes`);
      expect(copiedVoice.map(drop)).toEqual((await read(owner.cookie, `/api/jobs/${job.id}/voice-notes`)).map(drop));
      expect(copiedVoice[0]!.id).not.toBe(voice.id);
      expect(await bytesAt(owner.cookie, copiedVoice[0]!.audioUrl)).toEqual(webmBytes());
      const copiedFiles = await read<FileBody[]>(owner.cookie, `/api/jobs/${copy.id}/files`);
      expect(copiedFiles.map(drop)).toEqual((await read(owner.cookie, `/api/jobs/${job.id}/files`)).map(drop));
      expect(copiedFiles[0]!.id).not.toBe(file.id);
      expect(await bytesAt(owner.cookie, copiedFiles[0]!.url)).toEqual(pdf);
      expect(await storedUnder(`jobs/${copy.id}/voice/`)).toHaveLength(1);
      expect(await storedUnder(`jobs/${copy.id}/files/`)).toHaveLength(1);
      expect(await read(owner.cookie, `/api/jobs/${copy.id}/proofs`), "proofs are history, not restored").toEqual([]);
    }
  }, 60_000);

  it("still restores a backup of the format before notes, voice notes and files", async () => {
    const { owner, zip } = await jobWithNotesAndFiles();
    const names = Object.keys(unzipSync(zip)).filter((name) => /^(notes|voice-notes|files)\.json$|^(voice|files)\//.test(name));
    expect(names, "three lists, a recording, a file and its marked design").toHaveLength(6);
    const old = await rezipped(zip, Object.fromEntries(names.map((name) => [name, null])));
    const response = await importZip(owner.cookie, old);
    expect(response.status, await response.clone().text()).toBe(201);
    const copy = await response.json<{ id: string }>();
    for (const list of ["notes", "voice-notes", "files"]) expect(await read(owner.cookie, `/api/jobs/${copy.id}/${list}`), list).toEqual([]);
  }, 60_000);

  it("restores a recording with the length its bytes give, over 10 minutes too, whatever its record claims", async () => {
    const { owner, zip } = await jobWithNotesAndFiles();
    const files = unzipSync(zip);
    const audio = Object.keys(files).find((name) => name.startsWith("voice/"))!;
    const voiceList = JSON.parse(strFromU8(files["voice-notes.json"]!)) as Json[];
    const transcript = `Door seam\u0007 first${"!".repeat(25_000)}`;
    const changed = await rezipped(zip, { [audio]: wavBytes(660), "voice-notes.json": strToU8(JSON.stringify(voiceList.map((item) => ({ ...item, duration: 1, transcription: transcript })))) });
    const imported = await importZip(owner.cookie, changed);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const copy = await imported.json<{ id: string }>();
    const [restored] = await read<VoiceNoteBody[]>(owner.cookie, `/api/jobs/${copy.id}/voice-notes`);
    expect(restored).toMatchObject({ duration: 660, mimeType: "audio/wav" });
    expect(restored!.transcription).toMatch(/^Door seam first!+$/);
    expect(restored!.transcription).toHaveLength(TRANSCRIPTION_MAX);

    const again = await importZip(owner.cookie, await downloadBackup(owner.cookie, (await completedBackup(owner.cookie, copy.id)).id));
    expect(again.status, "the restored job's own backup restores too").toBe(201);
    const [twice] = await read<VoiceNoteBody[]>(owner.cookie, `/api/jobs/${(await again.json<{ id: string }>()).id}/voice-notes`);
    expect(twice).toMatchObject({ duration: 660, transcription: restored!.transcription });
  }, 60_000);

  it("refuses a tampered audio or file entry in an otherwise valid zip and leaves nothing behind", async () => {
    const { owner, zip } = await jobWithNotesAndFiles();
    const files = unzipSync(zip);
    const audio = Object.keys(files).find((name) => name.startsWith("voice/"))!;
    const file = Object.keys(files).find((name) => name.startsWith("files/"))!;
    const flipped = files[audio]!.map((byte, index) => (index === 20 ? byte ^ 1 : byte));
    await refusedLeavesNothing(owner.cookie, zipSync({ ...files, [audio]: flipped }, { level: 0 }), /does not match its SHA-256/);
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { [audio]: imageBytes("png") }), /recording\.webm is image\/png/);
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { [audio]: webmBytes().slice(0, 200) }), /recording\.webm is cut short/);
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { [audio]: new Uint8Array(VOICE_NOTE_MAX_BYTES + 1) }), /recording\.webm is \d+ bytes; it can be at most 20971520/);
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { [file]: strToU8("<!DOCTYPE html><html><script>alert(1)</script></html>") }), /proof v1\.pdf.*web page/);
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { [file]: (await pdfBytes()).slice(0, 300) }), /cut short/);
    const note = (JSON.parse(strFromU8(files["notes.json"]!)) as Json[])[0];
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { "notes.json": strToU8(JSON.stringify(Array.from({ length: 1001 }, () => note))) }), /A job holds at most 1,000 notes/);
    const voiceList = JSON.parse(strFromU8(files["voice-notes.json"]!)) as Json[];
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { "voice-notes.json": strToU8(JSON.stringify(voiceList.map((item) => ({ ...item, duration: -1 })))) }), /voice-notes\.json\[0\]/);
    const fileList = JSON.parse(strFromU8(files["files.json"]!)) as Json[];
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { "files.json": strToU8(JSON.stringify(fileList.map((item) => ({ ...item, category: "secret" })))) }), /files\.json\[0\]: .*Category must be one of/);
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { "files.json": strToU8(JSON.stringify(fileList.map((item) => ({ ...item, filename: "proof v1.html" })))) }), /proof v1\.html is a \.html file, which we do not take/);
    await refusedLeavesNothing(owner.cookie, await rezipped(zip, { "notes.json": strToU8(JSON.stringify([{ ...note, body: "" }])) }), /notes\.json\[0\]/);
  }, 60_000);
});
