import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VOICE_NOTES_PER_JOB_MAX, VOICE_NOTE_MAX_BYTES } from "../../shared/schemas/voice-note";
import { TRANSCRIPTION_MODEL } from "../lib/transcription";
import { type VoiceNoteBody, audioBlob, mp4Bytes, oggBytes, stubAi, uploadVoiceNote, voiceForm, wavBytes, webmBytes } from "../test/audio";
import { call, signUp } from "../test/http";
import { beforeWriteTo } from "../test/paused-write";
import { imageBytes } from "../test/images";
import { createJob, errorMessage } from "../test/jobs";
import { sendForm, storedUnder } from "../test/photos";

async function ownerWithJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  return { owner, job, cookie: owner.cookie };
}

const list = async (cookie: string, jobId: string) => (await call(`/api/jobs/${jobId}/voice-notes`, { cookie })).json<VoiceNoteBody[]>();
const audioOf = (cookie: string, url: string, headers: Record<string, string> = {}) => call(url, { cookie, headers });
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never reached the expected state");
}

const SAMPLES = [
  ["WebM (Chromium's MediaRecorder)", webmBytes, "audio/webm"],
  ["MP4 (Chromium's MediaRecorder)", mp4Bytes, "audio/mp4"],
  ["Ogg Opus", oggBytes, "audio/ogg"],
  ["WAV", wavBytes, "audio/wav"],
] as const;

describe("voice notes", () => {
  it.each(SAMPLES)("stores a real %s recording under its checked type and length and serves it back byte for byte", async (_name, bytes, type) => {
    const { job, cookie } = await ownerWithJob();
    const note = await uploadVoiceNote(cookie, job.id, voiceForm(audioBlob(bytes(), "application/octet-stream"), { duration: "3.4" }, "clip.bin"));
    expect(note).toMatchObject({ jobId: job.id, duration: 0, mimeType: type, size: bytes().length, transcription: null, transcriptionStatus: "unavailable" });
    expect(note.audioUrl).toBe(`/api/voice-notes/${note.id}/audio`);
    const response = await audioOf(cookie, note.audioUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(type);
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await bytesOf(response)).toEqual(bytes());
    expect(await list(cookie, job.id)).toEqual([note]);
  });

  it("answers Range requests: the first byte, an open range, the last bytes; a range past the end is 416", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await uploadVoiceNote(cookie, job.id);
    const all = webmBytes();
    const first = await audioOf(cookie, note.audioUrl, { Range: "bytes=0-0" });
    expect(first.status).toBe(206);
    expect(first.headers.get("Content-Range")).toBe(`bytes 0-0/${all.length}`);
    expect(first.headers.get("Content-Length")).toBe("1");
    expect(await bytesOf(first)).toEqual(all.subarray(0, 1));
    const open = await audioOf(cookie, note.audioUrl, { Range: "bytes=100-" });
    expect(open.status).toBe(206);
    expect(await bytesOf(open)).toEqual(all.subarray(100));
    const suffix = await audioOf(cookie, note.audioUrl, { Range: "bytes=-10" });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("Content-Range")).toBe(`bytes ${all.length - 10}-${all.length - 1}/${all.length}`);
    expect(await bytesOf(suffix)).toEqual(all.subarray(all.length - 10));
    const past = await audioOf(cookie, note.audioUrl, { Range: `bytes=${all.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe(`bytes */${all.length}`);
    const several = await audioOf(cookie, note.audioUrl, { Range: "bytes=0-1,5-9" });
    expect(several.status).toBe(200);
    expect(await bytesOf(several)).toEqual(all);
  });

  it.each([
    ["a PNG named .webm", () => imageBytes("png"), 415, /image\/png/],
    ["an HTML page named .webm", () => new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), 415, /not a WebM, MP4 \(M4A\), Ogg or WAV recording/],
    ["a WebM cut short", () => webmBytes().subarray(0, 300), 422, /cut short/],
    ["an MP4 cut short", () => mp4Bytes().subarray(0, 700), 422, /cut short/],
    ["an Ogg cut short", () => oggBytes().subarray(0, 60), 422, /cut short/],
    ["a WAV whose data is missing", () => wavBytes().subarray(0, 200), 422, /cut short/],
    ["an empty file", () => new Uint8Array(0), 415, /not a WebM/],
  ] as const)("refuses %s and stores nothing", async (_name, bytes, status, message) => {
    const { job, cookie } = await ownerWithJob();
    const response = await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(audioBlob(bytes())), { cookie });
    expect(response.status).toBe(status);
    expect(await errorMessage(response)).toMatch(message);
    expect(await list(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("refuses a recording over 20 MB (413), a missing or textual audio field, and a bad duration", async () => {
    const { job, cookie } = await ownerWithJob();
    const big = new Uint8Array(VOICE_NOTE_MAX_BYTES + 1);
    big.set(webmBytes());
    const tooBig = await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(audioBlob(big)), { cookie });
    expect(tooBig.status).toBe(413);
    expect((await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(null), { cookie })).status).toBe(400);
    expect((await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm("not a file"), { cookie })).status).toBe(400);
    for (const duration of ["", "-1", "abc", "601.5", "1e3"]) {
      const response = await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(audioBlob(webmBytes()), { duration }), { cookie });
      expect(response.status, duration).toBe(400);
    }
    expect(await list(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("stores the length the recording's bytes give, not the one claimed, and refuses one over 10 minutes whatever it claims", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await uploadVoiceNote(cookie, job.id, voiceForm(audioBlob(wavBytes(95), "audio/wav"), { duration: "1" }, "clip.wav"));
    expect(note.duration).toBe(95);
    const long = await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(audioBlob(wavBytes(660), "audio/wav"), { duration: "1" }, "long.wav"), { cookie });
    expect(long.status).toBe(400);
    expect(await errorMessage(long)).toBe("audio: The recording is 11:00 long; a voice note can be at most 10 minutes.");
    expect((await list(cookie, job.id)).map((item) => item.id)).toEqual([note.id]);
  });

  it("does not bring a voice note back through a retry of its upload that was under way while it was recorded and deleted", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    const { answer, meanwhile } = await beforeWriteTo(
      "voice_notes",
      async () => {
        await uploadVoiceNote(cookie, job.id, voiceForm(audioBlob(webmBytes()), { id, duration: "2" }));
        return call(`/api/voice-notes/${id}`, { method: "DELETE", cookie });
      },
      { method: "POST", path: `/api/jobs/${job.id}/voice-notes`, cookie, body: voiceForm(audioBlob(webmBytes()), { id, duration: "2" }) },
    );
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(410);
    expect(await list(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/voice/`)).toEqual([]);
  });

  it("takes a retried upload under the same id once, refuses other bytes under it, and keeps a deleted one gone", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    const first = await uploadVoiceNote(cookie, job.id, voiceForm(audioBlob(webmBytes()), { id, duration: "2" }));
    const again = await uploadVoiceNote(cookie, job.id, voiceForm(audioBlob(webmBytes()), { id, duration: "2" }));
    expect(again).toEqual(first);
    const other = await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(audioBlob(wavBytes()), { id, duration: "2" }), { cookie });
    expect(other.status).toBe(409);
    expect(await list(cookie, job.id)).toHaveLength(1);
    expect(await storedUnder(`jobs/${job.id}/voice/`)).toHaveLength(1);
    expect((await call(`/api/voice-notes/${id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/voice/`)).toEqual([]);
    expect((await call(first.audioUrl, { cookie })).status).toBe(404);
    const late = await sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(audioBlob(webmBytes()), { id, duration: "2" }), { cookie });
    expect(late.status).toBe(410);
    expect((await call(`/api/voice-notes/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("parallel uploads stop at the job's cap", async () => {
    const { job, cookie } = await ownerWithJob();
    const insert = env.DB.prepare("insert into voice_notes (id, job_id, storage_key, created_at) values (?, ?, ?, ?)");
    const rows = Array.from({ length: VOICE_NOTES_PER_JOB_MAX - 2 }, () => {
      const id = crypto.randomUUID();
      return insert.bind(id, job.id, `jobs/${job.id}/voice/${id}/seed`, Date.now());
    });
    for (let at = 0; at < rows.length; at += 100) await env.DB.batch(rows.slice(at, at + 100));
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendForm(`/api/jobs/${job.id}/voice-notes`, voiceForm(audioBlob(webmBytes())), { cookie })));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await list(cookie, job.id)).toHaveLength(VOICE_NOTES_PER_JOB_MAX);
    expect(await storedUnder(`jobs/${job.id}/voice/`)).toHaveLength(2);
  });

  it("says who recorded each voice note, in the upload's answer, the list and a correction's answer", async () => {
    const { owner, job, cookie } = await ownerWithJob();
    const recorder = { id: owner.body.id, name: "Dana Reyes" };
    const note = await uploadVoiceNote(cookie, job.id);
    expect(note.author).toEqual(recorder);
    expect((await list(cookie, job.id)).map((listed) => listed.author)).toEqual([recorder]);
    const corrected = await call(`/api/voice-notes/${note.id}`, { method: "PATCH", body: { transcription: "Hood dent" }, cookie });
    expect((await corrected.json<VoiceNoteBody>()).author).toEqual(recorder);
  });

  it("lets the user correct the transcript; an empty one clears it", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await uploadVoiceNote(cookie, job.id);
    const corrected = await call(`/api/voice-notes/${note.id}`, { method: "PATCH", body: { transcription: "  Hood has a dent\r\nnear the badge  " }, cookie });
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({ transcription: "Hood has a dent\nnear the badge", transcriptionStatus: "done" });
    const cleared = await call(`/api/voice-notes/${note.id}`, { method: "PATCH", body: { transcription: "" }, cookie });
    expect(await cleared.json()).toMatchObject({ transcription: null });
    expect((await call(`/api/voice-notes/${note.id}`, { method: "PATCH", body: { transcription: 5 }, cookie })).status).toBe(400);
    expect((await call(`/api/voice-notes/${note.id}`, { method: "PATCH", body: { transcription: "x".repeat(20_001) }, cookie })).status).toBe(400);
  });

  it("refuses a correction made from a transcript someone else corrected meanwhile, with 409 and the note as it is", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await uploadVoiceNote(cookie, job.id);
    const correct = (body: object) => call(`/api/voice-notes/${note.id}`, { method: "PATCH", body, cookie });
    expect((await correct({ transcription: "Hood dent", base: { transcription: null } })).status).toBe(200);
    const clash = await correct({ transcription: "Roof dent", base: { transcription: null } });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: "edit_conflict", fields: ["transcription"], current: { id: note.id, transcription: "Hood dent" } });
    const [first, second] = await Promise.all([
      correct({ transcription: "Hood dent, left", base: { transcription: "Hood dent" } }),
      correct({ transcription: "Hood dent, right", base: { transcription: "Hood dent" } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const kept = await (first.status === 200 ? first : second).json<VoiceNoteBody>();
    expect((await list(cookie, job.id))[0]!.transcription).toBe(kept.transcription);
    const long = "Hood dent. ".repeat(1500).trim();
    expect((await correct({ transcription: long, base: { transcription: kept.transcription } })).status).toBe(200);
    expect((await correct({ transcription: "Short again", base: { transcription: long } })).status, "a transcript over 10,000 characters is a base like any other").toBe(200);
  });

  it("without an AI binding says transcription is unavailable, and a retry is refused as not set up", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await uploadVoiceNote(cookie, job.id);
    expect(note.transcriptionStatus).toBe("unavailable");
    const retry = await call(`/api/voice-notes/${note.id}/transcription`, { method: "POST", body: {}, cookie });
    expect(retry.status).toBe(503);
    expect(await errorMessage(retry)).toMatch(/not set up on this server/);
  });

  it("with a stubbed AI binding transcribes in the background: pending, then done", async () => {
    const { job, cookie } = await ownerWithJob();
    const ai = stubAi(async () => ({ text: "  Driver door\u202E has a scratch.\r\nLeft mirror too.  " }));
    try {
      const note = await uploadVoiceNote(cookie, job.id);
      expect(note.transcriptionStatus).toBe("pending");
      const [done] = await until(() => list(cookie, job.id), ([item]) => item?.transcriptionStatus !== "pending");
      expect(done, "stored as an edit of it would be: no hidden characters, one kind of line break").toMatchObject({ transcriptionStatus: "done", transcription: "Driver door has a scratch.\nLeft mirror too." });
      expect(ai.calls).toEqual([{ model: TRANSCRIPTION_MODEL, audio: btoa(String.fromCharCode(...webmBytes())) }]);
    } finally {
      ai.remove();
    }
  });

  it("with a failing AI binding marks the transcript failed, and a retry runs it again", async () => {
    const { job, cookie } = await ownerWithJob();
    let fail = true;
    const ai = stubAi(async () => {
      if (fail) throw new Error("model overloaded");
      return { text: "Second try worked." };
    });
    try {
      const note = await uploadVoiceNote(cookie, job.id);
      const [failed] = await until(() => list(cookie, job.id), ([item]) => item?.transcriptionStatus !== "pending");
      expect(failed).toMatchObject({ transcriptionStatus: "failed", transcription: null });
      fail = false;
      const retry = await call(`/api/voice-notes/${note.id}/transcription`, { method: "POST", body: {}, cookie });
      expect(retry.status).toBe(202);
      expect(await retry.json()).toMatchObject({ transcriptionStatus: "pending" });
      const [done] = await until(() => list(cookie, job.id), ([item]) => item?.transcriptionStatus !== "pending");
      expect(done).toMatchObject({ transcriptionStatus: "done", transcription: "Second try worked." });
      expect((await call(`/api/voice-notes/${note.id}/transcription`, { method: "POST", body: {}, cookie })).status).toBe(409);
      expect(ai.calls).toHaveLength(2);
    } finally {
      ai.remove();
    }
  });

  it("deleting the job removes its voice notes' audio from storage", async () => {
    const { job, cookie } = await ownerWithJob();
    await uploadVoiceNote(cookie, job.id);
    await uploadVoiceNote(cookie, job.id, voiceForm(audioBlob(wavBytes())));
    expect(await storedUnder(`jobs/${job.id}/voice/`)).toHaveLength(2);
    expect((await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("logs recording and deleting in the job's activity", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await uploadVoiceNote(cookie, job.id, voiceForm(audioBlob(wavBytes(75), "audio/wav"), { duration: "75" }, "clip.wav"));
    await call(`/api/voice-notes/${note.id}`, { method: "DELETE", cookie });
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string; details: string }[]>();
    expect(activity.map((entry) => [entry.action, entry.details])).toEqual([
      ["deleted_voice_note", "Voice note (1:15) on Van wrap for Fleet Co"],
      ["recorded_voice_note", "Voice note (1:15) on Van wrap for Fleet Co"],
      ["created_job", expect.any(String)],
    ]);
  });
});
