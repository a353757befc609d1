import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_EXPORTS_KEPT, BACKUP_QUOTA_BYTES, BACKUP_QUOTA_FULL } from "../../shared/domain/backup-rules";
import { createDb } from "../db/client";
import { FAILED_BACKUPS_KEPT, findBackup, insertBackup } from "../db/queries/backups";
import type { Env } from "../env";
import worker from "../index";
import { runBackup } from "../jobs/backup-run";
import { backupKey } from "../storage/keys";
import { completedBackup, seedBackup, settledBackup, startBackup } from "../test/backups";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { storedUnder } from "../test/photos";

const idsOf = async (cookie: string, jobId: string) => (await (await call(`/api/backups?jobId=${jobId}`, { cookie })).json<{ id: string }[]>()).map((row) => row.id);

describe("backup caps", () => {
  it("keeps a job's newest 20 completed backups, removing automatic ones first (oldest first), then the oldest made by hand, objects and all; a failed one takes no place", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Prune Co" });
    const manual = [];
    for (let n = 0; n < 19; n += 1) manual.push(await seedBackup(owner.body.id, job.id, { minutesAgo: 100 - n, status: n === 3 ? "failed" : "completed" }));
    const automaticOld = await seedBackup(owner.body.id, job.id, { minutesAgo: 50, automatic: true });
    const automaticNew = await seedBackup(owner.body.id, job.id, { minutesAgo: 40, automatic: true });
    const pending = await seedBackup(owner.body.id, job.id, { minutesAgo: 5, status: "pending" });
    await seedBackup(owner.body.id, (await createJob(owner.cookie, { clientName: "Other job" })).id, { minutesAgo: 200 });
    expect(await idsOf(owner.cookie, job.id)).toHaveLength(22);

    const first = await completedBackup(owner.cookie, job.id, "photos");
    let kept = await idsOf(owner.cookie, job.id);
    expect(kept).toHaveLength(22);
    expect(kept).not.toContain(automaticOld);
    expect(kept).toContain(automaticNew);
    expect(kept).toContain(manual[0]);
    expect(kept).toContain(pending);
    expect(kept).toContain(first.id);
    expect(await storedUnder(backupKey(owner.body.id, automaticOld))).toEqual([]);

    await completedBackup(owner.cookie, job.id, "photos");
    kept = await idsOf(owner.cookie, job.id);
    expect(kept).not.toContain(automaticNew);
    expect(kept).toContain(manual[0]);

    await completedBackup(owner.cookie, job.id, "photos");
    kept = await idsOf(owner.cookie, job.id);
    expect(kept).toHaveLength(22);
    expect(kept).not.toContain(manual[0]);
    expect(kept).toContain(manual[1]);
    expect(kept).toContain(manual[3]);
    expect(kept).toContain(pending);
    expect(await storedUnder(backupKey(owner.body.id, manual[0]!))).toEqual([]);
    expect(await storedUnder(backupKey(owner.body.id, manual[1]!))).toHaveLength(1);
  }, 60_000);

  it("keeps an account's newest 3 completed exports as another completes, removing the older ones' zips, and no failed export, job backup or other account's export", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Exporting Co" });
    const older = [];
    for (let n = 0; n < ACCOUNT_EXPORTS_KEPT + 1; n += 1) older.push(await seedBackup(owner.body.id, null, { minutesAgo: 100 - n }));
    const failed = await seedBackup(owner.body.id, null, { minutesAgo: 200, status: "failed" });
    const jobBackup = await seedBackup(owner.body.id, job.id, { minutesAgo: 300 });
    const other = await signUp();
    const othersExport = await seedBackup(other.body.id, null, { minutesAgo: 400 });

    const started = await call("/api/account/export", { body: {}, cookie: owner.cookie });
    expect(started.status).toBe(202);
    expect(await settledBackup(owner.cookie, (await started.json<{ id: string }>()).id)).toMatchObject({ status: "completed" });

    const listed = await (await call("/api/backups", { cookie: owner.cookie })).json<{ id: string; status: string; backupType: string }[]>();
    const exports = listed.filter((row) => row.backupType === "account");
    const [removed, kept] = [older.slice(0, 2), older.slice(2)];
    expect(exports.filter((row) => row.status === "completed")).toHaveLength(ACCOUNT_EXPORTS_KEPT);
    expect(exports.map((row) => row.id)).toEqual(expect.arrayContaining([...kept, failed]));
    for (const id of removed) {
      expect(exports.map((row) => row.id)).not.toContain(id);
      expect(await storedUnder(backupKey(owner.body.id, id))).toEqual([]);
    }
    for (const id of kept) expect(await storedUnder(backupKey(owner.body.id, id))).toHaveLength(1);
    expect(listed.map((row) => row.id)).toContain(jobBackup);
    expect(await findBackup(createDb(env.DB), othersExport)).toMatchObject({ status: "completed" });
  }, 60_000);

  it("keeps the newest failed backups of a job, and of an account's exports, as another is started, objects of the removed ones and all, and no other backup", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Failing Co" });
    const failedExports = [];
    const failedJobBackups = [];
    for (let n = 0; n < FAILED_BACKUPS_KEPT + 3; n += 1) failedExports.push(await seedBackup(owner.body.id, null, { minutesAgo: 100 - n, status: "failed" }));
    for (let n = 0; n < FAILED_BACKUPS_KEPT + 2; n += 1) failedJobBackups.push(await seedBackup(owner.body.id, job.id, { minutesAgo: 100 - n, status: "failed" }));
    const completedExport = await seedBackup(owner.body.id, null, { minutesAgo: 200 });
    const othersExport = await seedBackup((await signUp()).body.id, null, { minutesAgo: 300, status: "failed" });
    await env.FILES.put(backupKey(owner.body.id, failedExports[0]!), "a zip written before its run failed");

    expect((await call("/api/account/export", { body: {}, cookie: owner.cookie })).status).toBe(202);
    const listed = (await (await call("/api/backups", { cookie: owner.cookie })).json<{ id: string; status: string; jobId: string | null }[]>()).filter((row) => row.jobId === null);
    expect(listed.filter((row) => row.status === "failed").map((row) => row.id).sort()).toEqual(failedExports.slice(3).sort());
    expect(listed.map((row) => row.id)).toContain(completedExport);
    expect(await idsOf(owner.cookie, job.id)).toHaveLength(FAILED_BACKUPS_KEPT + 2);
    expect(await findBackup(createDb(env.DB), othersExport)).not.toBeNull();
    expect(await storedUnder(backupKey(owner.body.id, failedExports[0]!)), "a removed backup's object goes with it").toEqual([]);

    await startBackup(owner.cookie, job.id, "photos");
    const jobBackups = await idsOf(owner.cookie, job.id);
    expect(jobBackups).toHaveLength(FAILED_BACKUPS_KEPT + 1);
    expect(jobBackups).toEqual(expect.arrayContaining(failedJobBackups.slice(2)));
  }, 60_000);

  it("refuses a backup with 409 while the account's backups fill its quota, writing nothing, and takes one again once space is freed", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Quota Co" });
    const big = await seedBackup(owner.body.id, job.id, { minutesAgo: 60, fileSize: BACKUP_QUOTA_BYTES });

    const refused = await call(`/api/jobs/${job.id}/backup`, { body: { type: "photos" }, cookie: owner.cookie });
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toBe("Your backups have reached this account's storage limit. Delete old backups to make room.");
    expect(await idsOf(owner.cookie, job.id)).toEqual([big]);

    const other = await signUp();
    await completedBackup(other.cookie, (await createJob(other.cookie, { clientName: "Unaffected" })).id);

    expect((await call(`/api/backups/${big}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect((await startBackup(owner.cookie, job.id, "photos")).status).toBe("pending");
  }, 60_000);

  it("fails the backups that, once made, would take the account past its quota, saying so and keeping no object, although there was room when they started", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Burst Co" });
    await seedBackup(owner.body.id, job.id, { minutesAgo: 60, fileSize: BACKUP_QUOTA_BYTES - 1 });
    const db = createDb(env.DB);
    const started = [];
    for (const type of ["job", "photos"] as const) {
      const inserted = await insertBackup(db, { userId: owner.body.id, jobId: job.id, backupType: type, fileName: `${type}.zip` });
      if (inserted === "quota") throw new Error("refused while there was room");
      started.push(inserted.row.id);
    }

    for (const id of started) await runBackup({ db, bucket: env.FILES }, id);

    for (const id of started) {
      expect(await findBackup(db, id)).toMatchObject({ status: "failed", fileSize: null, errorMessage: BACKUP_QUOTA_FULL });
      expect(await storedUnder(backupKey(owner.body.id, id))).toEqual([]);
    }
  });

  it("has the cron mark a backup pending past its 20 minutes failed, saying why, and a late queue run cannot complete it", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Stale Co" });
    const now = Date.now();
    const stale = await seedBackup(owner.body.id, job.id, { status: "pending", minutesAgo: 21, now });
    const fresh = await seedBackup(owner.body.id, job.id, { status: "pending", minutesAgo: 19, now });

    const context = createExecutionContext();
    await (worker as ExportedHandler<Env>).scheduled!(createScheduledController({ scheduledTime: now, cron: "0 * * * *" }), env, context);
    await waitOnExecutionContext(context);

    const db = createDb(env.DB);
    expect(await findBackup(db, stale)).toMatchObject({ status: "failed", errorMessage: "The backup did not finish within 20 minutes and was stopped. Please try again." });
    expect(await findBackup(db, fresh)).toMatchObject({ status: "pending", errorMessage: null });

    await runBackup({ db, bucket: env.FILES }, stale);
    expect(await findBackup(db, stale)).toMatchObject({ status: "failed", fileSize: null });
    expect(await storedUnder(backupKey(owner.body.id, stale))).toEqual([]);
  });
});
