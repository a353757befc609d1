import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../env";
import worker from "../index";
import { type VoiceNoteBody, stubAi, uploadVoiceNote } from "../test/audio";
import { call, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { TRANSCRIPTION_TIME_LIMIT_MS } from "./transcription-stale";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function cron(at: number) {
  const context = createExecutionContext();
  await (worker as ExportedHandler<Env>).scheduled!(createScheduledController({ scheduledTime: at, cron: "0 * * * *" }), env, context);
  await waitOnExecutionContext(context);
}

const statuses = async (cookie: string, jobId: string) =>
  Object.fromEntries((await (await call(`/api/jobs/${jobId}/voice-notes`, { cookie })).json<VoiceNoteBody[]>()).map((note) => [note.id, note.transcriptionStatus]));

/** A background run that died: the row says pending, started at `startedAt`, recorded a day ago. */
const diedWhileRunning = (id: string, startedAt: number) =>
  env.DB.prepare("update voice_notes set transcription_status = 'pending', transcription_started_at = ?, created_at = ? where id = ?").bind(startedAt, Date.now() - DAY, id).run();

const startedAtOf = async (id: string) => (await env.DB.prepare("select transcription_started_at as at from voice_notes where id = ?").bind(id).first<{ at: number | null }>())?.at;

describe("transcripts whose background run died", () => {
  it("are failed by the cron once pending past the time limit since they started, whatever their age, so the user can retry", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Fleet Co" });
    const [lost, running] = [await uploadVoiceNote(cookie, job.id), await uploadVoiceNote(cookie, job.id)];
    const now = Date.now();
    await diedWhileRunning(lost.id, now - TRANSCRIPTION_TIME_LIMIT_MS - MINUTE);
    await diedWhileRunning(running.id, now - MINUTE);

    await cron(now);
    expect(await statuses(cookie, job.id)).toEqual({ [lost.id]: "failed", [running.id]: "pending" });
  });

  it("dates a transcript from when it went pending: on upload and again on a retry", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Fleet Co" });
    const ai = stubAi(async () => {
      throw new Error("model overloaded");
    });
    try {
      const before = Date.now();
      const note = await uploadVoiceNote(cookie, job.id);
      expect(await startedAtOf(note.id)).toBeGreaterThanOrEqual(before - 1000);
      await env.DB.prepare("update voice_notes set transcription_status = 'failed', transcription_started_at = ? where id = ?").bind(before - DAY, note.id).run();
      expect((await call(`/api/voice-notes/${note.id}/transcription`, { method: "POST", body: {}, cookie })).status).toBe(202);
      expect(await startedAtOf(note.id)).toBeGreaterThanOrEqual(before - 1000);
    } finally {
      ai.remove();
    }
  });
});
