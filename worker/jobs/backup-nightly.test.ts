import { env } from "cloudflare:test";
import type { Ai, D1PreparedStatement } from "@cloudflare/workers-types";
import { describe, expect, it } from "vitest";
import { BACKUP_QUOTA_BYTES, BACKUP_QUOTA_FULL } from "../../shared/domain/backup-rules";
import { createDb } from "../db/client";
import { FAILED_BACKUPS_KEPT, NIGHTLY_QUOTA_FULL, jobsDueNightly } from "../db/queries/backups";
import { failStaleTranscriptions } from "../db/queries/voice-notes";
import { transcribe } from "../lib/transcription";
import { uploadVoiceNote } from "../test/audio";
import { seedBackup, settledBackup, startBackup, type BackupBody } from "../test/backups";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { storedUnder, uploadPhoto } from "../test/photos";
import { backupKey } from "../storage/keys";
import { queueNightlyBackups } from "./backup-nightly";

const NIGHT = new Date("2026-11-25T03:00:00Z");
const db = () => createDb(env.DB);
const backupsOf = async (cookie: string, jobId: string) => (await call(`/api/backups?jobId=${jobId}`, { cookie })).json<(BackupBody & { automatic: boolean })[]>();
const transcriptionPending = (noteId: string) => env.DB.prepare("update voice_notes set transcription_status = 'pending', transcription_started_at = 0 where id = ?").bind(noteId).run();
const nightly = (cookie: string, on: unknown) => call("/api/account/backup-settings", { method: "PUT", body: { nightly: on }, cookie });

async function settleAll(cookie: string, jobId: string) {
  for (const backup of await backupsOf(cookie, jobId)) if (backup.status === "pending") await settledBackup(cookie, backup.id);
  return backupsOf(cookie, jobId);
}

/** A job of an account with nightly backups on; `backedUpNow` leaves it with a backup newer than every change so far. */
async function nightlyJob(clientName: string) {
  const owner = await signUp();
  await nightly(owner.cookie, true);
  const job = await createJob(owner.cookie, { clientName });
  const isDue = async () => (await jobsDueNightly(db(), 1000)).some((due) => due.id === job.id);
  const backedUpNow = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await seedBackup(owner.body.id, job.id, { minutesAgo: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await isDue()).toBe(false);
  };
  return { owner, job, isDue, backedUpNow };
}

describe("nightly automatic backups", () => {
  it("is off by default, switched on per account, and refuses anything but true or false", async () => {
    const owner = await signUp();
    expect(await (await call("/api/account/backup-settings", { cookie: owner.cookie })).json()).toEqual({ nightly: false });
    const refused = await nightly(owner.cookie, "yes");
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toContain("nightly must be true or false");
    expect(await (await nightly(owner.cookie, true)).json()).toEqual({ nightly: true });
    expect(await (await call("/api/account/backup-settings", { cookie: owner.cookie })).json()).toEqual({ nightly: true });
    expect((await call("/api/account/backup-settings", {})).status).toBe(401);
  });

  it("backs up each changed job of accounts that asked, once, at the nightly hour only, and again after a change", async () => {
    const owner = await signUp();
    await nightly(owner.cookie, true);
    const changed = await createJob(owner.cookie, { clientName: "Nightly Co", jobName: "Box truck" });
    const bystander = await signUp();
    const theirs = await createJob(bystander.cookie, { clientName: "Not asked" });

    expect(await queueNightlyBackups(db(), env.BACKUPS, new Date("2026-11-25T04:00:00Z"))).toBe(0);
    expect(await queueNightlyBackups(db(), env.BACKUPS, NIGHT)).toBeGreaterThanOrEqual(1);
    const made = await settleAll(owner.cookie, changed.id);
    expect(made).toMatchObject([{ status: "completed", automatic: true, backupType: "job", fileName: "Nightly-Co-Box-truck-2026-11-25.zip" }]);
    expect(await backupsOf(bystander.cookie, theirs.id)).toEqual([]);

    await queueNightlyBackups(db(), env.BACKUPS, NIGHT);
    expect(await backupsOf(owner.cookie, changed.id)).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await uploadPhoto(owner.cookie, changed.id, { caption: "After" });
    await queueNightlyBackups(db(), env.BACKUPS, NIGHT);
    expect((await settleAll(owner.cookie, changed.id)).map((backup) => backup.status)).toEqual(["completed", "completed"]);
  }, 60_000);

  it("goes on to the other jobs when one is deleted while the night's backups are being queued", async () => {
    const owner = await signUp();
    await nightly(owner.cookie, true);
    const deleted = await createJob(owner.cookie, { clientName: "Gone Co" });
    const kept = await createJob(owner.cookie, { clientName: "Kept Co" });
    let deletedMeanwhile = false;
    const deletingFirst = new Proxy(env.DB, {
      get(target, property) {
        if (property !== "batch") return Reflect.get(target, property).bind(target);
        return async (statements: D1PreparedStatement[]) => {
          if (!deletedMeanwhile) await target.prepare("delete from jobs where id = ?").bind(deleted.id).run();
          deletedMeanwhile = true;
          return target.batch(statements);
        };
      },
    });

    expect(await queueNightlyBackups(createDb(deletingFirst), env.BACKUPS, NIGHT)).toBeGreaterThanOrEqual(1);
    expect(await settleAll(owner.cookie, kept.id)).toMatchObject([{ status: "completed", automatic: true }]);
    expect(await env.DB.prepare("select count(*) as n from cloud_backups where job_id = ?").bind(deleted.id).first("n")).toBe(0);
  }, 60_000);

  it("keeps a job's newest 5 automatic backups, leaving those made by hand", async () => {
    const owner = await signUp();
    await nightly(owner.cookie, true);
    const job = await createJob(owner.cookie, { clientName: "Five Co" });
    const manual = await seedBackup(owner.body.id, job.id, { minutesAgo: 3000 });
    const automatic = [];
    for (let n = 0; n < 5; n += 1) automatic.push(await seedBackup(owner.body.id, job.id, { minutesAgo: 2000 - n, automatic: true }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "roof", width: 40, height: 40 });

    await queueNightlyBackups(db(), env.BACKUPS, NIGHT);
    const kept = await settleAll(owner.cookie, job.id);
    expect(kept.filter((backup) => backup.automatic)).toHaveLength(5);
    expect(kept.map((backup) => backup.id)).not.toContain(automatic[0]);
    expect(kept.map((backup) => backup.id)).toEqual(expect.arrayContaining([manual, ...automatic.slice(1)]));
    expect(await storedUnder(backupKey(owner.body.id, automatic[0]!))).toEqual([]);
  }, 60_000);

  it("on a full quota queues no run: the job's list gets one failed backup saying why, not again each night, once more after a change, and backups resume once there is room", async () => {
    const { owner, job, isDue } = await nightlyJob("Quota Night Co");
    const big = await seedBackup(owner.body.id, (await createJob(owner.cookie, { clientName: "Big" })).id, { minutesAgo: 3000, fileSize: BACKUP_QUOTA_BYTES });
    for (let n = 0; n < FAILED_BACKUPS_KEPT; n += 1) await seedBackup(owner.body.id, job.id, { minutesAgo: 60 - n, status: "failed" });
    const nightlyFailures = async () => (await backupsOf(owner.cookie, job.id)).filter((backup) => backup.errorMessage === NIGHTLY_QUOTA_FULL);

    await queueNightlyBackups(db(), env.BACKUPS, NIGHT);
    const [told, ...more] = await backupsOf(owner.cookie, job.id);
    expect(told).toMatchObject({ status: "failed", automatic: true, backupType: "job", fileSize: null, errorMessage: NIGHTLY_QUOTA_FULL });
    expect(more).toHaveLength(FAILED_BACKUPS_KEPT);
    expect(await storedUnder(backupKey(owner.body.id, told!.id))).toEqual([]);
    expect(await isDue(), "told once, it waits").toBe(false);
    await queueNightlyBackups(db(), env.BACKUPS, NIGHT);
    expect(await backupsOf(owner.cookie, job.id)).toHaveLength(FAILED_BACKUPS_KEPT + 1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "roof", width: 40, height: 40 });
    expect(await isDue(), "a change").toBe(true);
    await queueNightlyBackups(db(), env.BACKUPS, NIGHT);
    const [again] = await nightlyFailures();
    expect(await nightlyFailures(), "the newer record replaces the older").toHaveLength(1);
    expect(again!.id).not.toBe(told!.id);

    expect((await call(`/api/backups/${big}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await isDue(), "room again").toBe(true);
    await queueNightlyBackups(db(), env.BACKUPS, NIGHT);
    const after = await settleAll(owner.cookie, job.id);
    expect(after[0]).toMatchObject({ status: "completed", automatic: true });
    expect(await nightlyFailures(), "the record of a night without room goes once a backup is made again").toEqual([]);
  }, 60_000);

  it("does not run again each night a nightly backup whose zip did not fit, while the quota stays full", async () => {
    const { owner, job, isDue } = await nightlyJob("Nearly Full Co");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await seedBackup(owner.body.id, job.id, { minutesAgo: 0, status: "failed", automatic: true });
    await env.DB.prepare("update cloud_backups set error_message = ? where job_id = ?").bind(BACKUP_QUOTA_FULL, job.id).run();
    const big = await seedBackup(owner.body.id, (await createJob(owner.cookie, { clientName: "Big" })).id, { minutesAgo: 3000, fileSize: BACKUP_QUOTA_BYTES });
    expect(await isDue()).toBe(false);
    expect((await call(`/api/backups/${big}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await isDue()).toBe(true);
  }, 60_000);

  it("counts a photo's caption edit alone as a change to back up", async () => {
    const { owner, job, isDue, backedUpNow } = await nightlyJob("Caption Co");
    const photo = await uploadPhoto(owner.cookie, job.id, { caption: "Before" });
    await backedUpNow();
    expect((await call(`/api/photos/${photo.id}`, { method: "PATCH", body: { caption: "After" }, cookie: owner.cookie })).status).toBe(200);
    expect(await isDue()).toBe(true);
  }, 60_000);

  it("counts a transcript finished or given up on in the background, and one corrected by hand, as changes to back up", async () => {
    const { owner, job, isDue, backedUpNow } = await nightlyJob("Transcript Co");
    const note = await uploadVoiceNote(owner.cookie, job.id);
    await transcriptionPending(note.id);
    await backedUpNow();
    await transcribe({ run: async () => ({ text: "Hood dent" }) } as unknown as Ai, db(), note.id, new Uint8Array(4));
    expect(await isDue(), "a transcript finished in the background").toBe(true);

    await backedUpNow();
    expect((await call(`/api/voice-notes/${note.id}`, { method: "PATCH", body: { transcription: "Hood dent, left side" }, cookie: owner.cookie })).status).toBe(200);
    expect(await isDue(), "a corrected transcript").toBe(true);

    await transcriptionPending(note.id);
    await backedUpNow();
    expect(await failStaleTranscriptions(db(), new Date())).toBe(1);
    expect(await isDue(), "a transcript given up on").toBe(true);
  }, 60_000);

  it("never lets failed nightly backups take the completed ones' places", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Full Quota Co" });
    const completed = [];
    for (let n = 0; n < 5; n += 1) completed.push(await seedBackup(owner.body.id, job.id, { minutesAgo: 9000 - n, automatic: true }));
    for (let n = 0; n < 5; n += 1) await seedBackup(owner.body.id, job.id, { minutesAgo: 5000 - n, automatic: true, status: "failed" });

    await startBackup(owner.cookie, job.id);
    const kept = await settleAll(owner.cookie, job.id);
    expect(kept.filter((backup) => backup.status === "completed").map((backup) => backup.id)).toEqual(expect.arrayContaining(completed));
    for (const id of completed) expect(await storedUnder(backupKey(owner.body.id, id))).toHaveLength(1);
  }, 60_000);
});
