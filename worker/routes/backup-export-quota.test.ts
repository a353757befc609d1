import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_EXPORTS_KEPT, BACKUP_QUOTA_BYTES, BACKUP_QUOTA_FULL } from "../../shared/domain/backup-rules";
import { createDb } from "../db/client";
import { findBackup, insertBackup } from "../db/queries/backups";
import { runBackup } from "../jobs/backup-run";
import { backupKey } from "../storage/keys";
import { type BackupBody, seedBackup, settledBackup } from "../test/backups";
import { call, signUp } from "../test/http";
import { errorMessage } from "../test/jobs";
import { storedUnder } from "../test/photos";

const db = () => createDb(env.DB);
const exportAccount = (cookie: string) => call("/api/account/export", { body: {}, cookie });
const used = async (userId: string) => (await env.DB.prepare("select coalesce(sum(file_size), 0) as bytes from cloud_backups where user_id = ?").bind(userId).first<{ bytes: number }>())!.bytes;

/** An account whose completed exports, oldest first, are `sizes` bytes; they fill its quota. */
async function exportsFillingQuota(sizes: number[]) {
  const owner = await signUp();
  const ids = [];
  for (const [index, fileSize] of sizes.entries()) ids.push(await seedBackup(owner.body.id, null, { minutesAgo: 100 - index, fileSize }));
  expect(await used(owner.body.id)).toBe(BACKUP_QUOTA_BYTES);
  return { owner, ids };
}

async function stillStored(userId: string, ids: string[]) {
  for (const id of ids) {
    expect(await findBackup(db(), id), id).toMatchObject({ status: "completed" });
    expect(await storedUnder(backupKey(userId, id)), id).toHaveLength(1);
  }
}

describe("an account export on a full quota", () => {
  it("is taken when the oldest export it prunes makes room, which goes only as the new one completes, zip and all", async () => {
    expect(ACCOUNT_EXPORTS_KEPT).toBe(3);
    const { owner, ids } = await exportsFillingQuota([BACKUP_QUOTA_BYTES - 2000, 1000, 1000]);
    const [oldest, ...newer] = ids;

    const started = await exportAccount(owner.cookie);
    expect(started.status, await started.clone().text()).toBe(202);
    const made = await settledBackup(owner.cookie, (await started.json<BackupBody>()).id);
    expect(made.status, made.errorMessage ?? "").toBe("completed");

    expect(await findBackup(db(), oldest!)).toBeNull();
    expect(await storedUnder(backupKey(owner.body.id, oldest!))).toEqual([]);
    await stillStored(owner.body.id, [...newer, made.id]);
    expect(await used(owner.body.id)).toBeLessThanOrEqual(BACKUP_QUOTA_BYTES);
  }, 60_000);

  it("is refused as before when there is nothing to prune", async () => {
    const { owner, ids } = await exportsFillingQuota([BACKUP_QUOTA_BYTES - 1000, 1000]);
    const refused = await exportAccount(owner.cookie);
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toBe(BACKUP_QUOTA_FULL);
    await stillStored(owner.body.id, ids);
  });

  it("keeps every old export when the new one cannot be stored", async () => {
    const { owner, ids } = await exportsFillingQuota([BACKUP_QUOTA_BYTES - 2000, 1000, 1000]);
    const inserted = await insertBackup(db(), { userId: owner.body.id, jobId: null, backupType: "account", fileName: "export.zip" });
    if (inserted === "quota") throw new Error("refused although the oldest export would be pruned");
    const failing = new Proxy(env.FILES, {
      get: (target, property) => (property === "put" ? () => Promise.reject(new Error("R2 is down")) : Reflect.get(target, property).bind(target)),
    });

    await runBackup({ db: db(), bucket: failing }, inserted.row.id);

    expect(await findBackup(db(), inserted.row.id)).toMatchObject({ status: "failed", fileSize: null });
    await stillStored(owner.body.id, ids);
  }, 60_000);

  it("fails, keeping the old exports, when the new one is bigger than what pruning frees: the quota is never passed", async () => {
    const { owner, ids } = await exportsFillingQuota([10, 1000, BACKUP_QUOTA_BYTES - 1010]);

    const started = await exportAccount(owner.cookie);
    expect(started.status, await started.clone().text()).toBe(202);
    const made = await settledBackup(owner.cookie, (await started.json<BackupBody>()).id);

    expect(made).toMatchObject({ status: "failed", fileSize: null, errorMessage: BACKUP_QUOTA_FULL });
    expect(await storedUnder(backupKey(owner.body.id, made.id))).toEqual([]);
    await stillStored(owner.body.id, ids);
    expect(await used(owner.body.id)).toBe(BACKUP_QUOTA_BYTES);
  }, 60_000);
});
