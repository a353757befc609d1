import { Hono } from "hono";
import { backupFileName } from "../../shared/domain/backup-names";
import { BACKUP_IMPORT_MAX_BYTES, BACKUP_QUOTA_FULL, backupImportProblem, notRestorable } from "../../shared/domain/backup-rules";
import { BackupCreateSchema, BackupListQuerySchema, type BackupSettings, BackupSettingsSchema } from "../../shared/schemas/backup";
import { OWNER_ACCESS } from "../../shared/schemas/job";
import {
  type BackupRow,
  type NewBackup,
  backupsMadeBy,
  backupsOfJob,
  deleteBackupRow,
  insertBackup,
  markFailed,
  nightlyBackupsOn,
  pruneFailedBackups,
  setNightlyBackups,
} from "../db/queries/backups";
import type { Db } from "../db/client";
import { toBackupDto } from "../dto/backup";
import { toJobDto } from "../dto/job";
import type { AppBindings, Env } from "../env";
import type { BackupMessage } from "../jobs/backup-run";
import { restoreJobBackup } from "../jobs/backup-restore";
import { requireBackup } from "../lib/backup-access";
import { attachment } from "../lib/content-disposition";
import { AppError, jobGone } from "../lib/errors";
import { requireGrant } from "../lib/job-access";
import { readForm, requireOnlyFiles } from "../lib/form-fields";
import { BACKUP_RESTORES, enforceThrottle, takeThrottleSlot } from "../lib/throttle";
import { validate } from "../lib/validator";
import { acceptsUpload } from "../middleware/body-policy";
import { requireUser } from "../middleware/session";
import { bytesSource, r2Source } from "../storage/zip-reader";

const QUEUE_DOWN = "Failed to create backup. Please try again.";

type Context = { env: Env; var: { db: Db } };

/** Drops the scope's oldest failed backups, inserts a pending backup (or finds the one already being made) and queues a new one; 202 with it. */
async function queueBackup(c: Context, backup: NewBackup, now: Date): Promise<BackupRow> {
  const pruned = await pruneFailedBackups(c.var.db, backup);
  if (pruned.length) await c.env.FILES.delete(pruned);
  const inserted = await insertBackup(c.var.db, backup, now).catch(jobGone);
  if (inserted === "quota") throw new AppError("conflict", BACKUP_QUOTA_FULL);
  if (inserted.created) {
    const message: BackupMessage = { backupId: inserted.row.id };
    await c.env.BACKUPS.send(message).catch(async (error: unknown) => {
      console.error(JSON.stringify({ event: "backup_queue_failed", backupId: inserted.row.id, error: String(error) }));
      await markFailed(c.var.db, inserted.row.id, QUEUE_DOWN);
      throw new AppError("internal_error", QUEUE_DOWN);
    });
  }
  return inserted.row;
}

/** Mounted at /api/jobs/:jobId: backing up one job, by its owner or someone with full access. */
export const jobBackupRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .post("/backup", validate("json", BackupCreateSchema), async (c) => {
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "full");
    const { type } = c.req.valid("json");
    const { job } = grant;
    const now = new Date();
    const fileName = backupFileName([job.clientName, job.jobName, type === "photos" ? "photos" : null], now);
    const row = await queueBackup(c, { userId: c.var.user.id, jobId: job.id, backupType: type, fileName }, now);
    return c.json(toBackupDto(row), 202);
  });

/** Mounted at /api/account: the whole account as one zip (listed, downloaded and deleted under /api/backups), and the nightly backup setting. */
export const accountBackupRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .post("/export", async (c) => {
    const now = new Date();
    const fileName = backupFileName(["WrapPilot account"], now);
    const row = await queueBackup(c, { userId: c.var.user.id, jobId: null, backupType: "account", fileName }, now);
    return c.json(toBackupDto(row), 202);
  })
  .get("/backup-settings", async (c) => c.json({ nightly: await nightlyBackupsOn(c.var.db, c.var.user.id) } satisfies BackupSettings))
  .put("/backup-settings", validate("json", BackupSettingsSchema), async (c) => {
    const { nightly } = c.req.valid("json");
    await setNightlyBackups(c.var.db, c.var.user.id, nightly);
    return c.json({ nightly } satisfies BackupSettings);
  });

const restoreKeys = (userId: string) => [`backup-restore:user:${userId}`];
const takeRestoreSlot = (db: Db, userId: string) => takeThrottleSlot(db, restoreKeys(userId), BACKUP_RESTORES);

/** Mounted at /api/backups. */
export const backupRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", validate("query", BackupListQuerySchema), async (c) => {
    const { jobId } = c.req.valid("query");
    if (!jobId) return c.json((await backupsMadeBy(c.var.db, c.var.user.id)).map(toBackupDto));
    const { grant } = await requireGrant(c, "job", jobId, "full");
    return c.json((await backupsOfJob(c.var.db, grant.job.id)).map(toBackupDto));
  })
  .post("/import", acceptsUpload(BACKUP_IMPORT_MAX_BYTES + 64 * 1024), async (c) => {
    await enforceThrottle(c.var.db, restoreKeys(c.var.user.id), BACKUP_RESTORES);
    const form = await readForm(c.req.raw, "file");
    requireOnlyFiles(form, ["file"]);
    const file = form.get("file");
    if (!file || typeof file === "string") throw new AppError("validation_failed", "file: Choose a backup zip to import.");
    const problem = backupImportProblem(file);
    if (problem) throw new AppError(file.size > 0 ? "payload_too_large" : "unprocessable_content", problem);
    await takeRestoreSlot(c.var.db, c.var.user.id);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const job = await restoreJobBackup(c.var.db, c.env.FILES, c.var.user.id, bytesSource(bytes));
    return c.json(toJobDto(job, OWNER_ACCESS), 201);
  })
  .get("/:id", async (c) => c.json(toBackupDto(await requireBackup(c, c.req.param("id")))))
  .get("/:id/download", async (c) => {
    const backup = await requireBackup(c, c.req.param("id"));
    const object = backup.status === "completed" && backup.storageKey ? await c.env.FILES.get(backup.storageKey) : null;
    if (!object) throw new AppError("not_found", backup.status === "pending" ? "This backup is still being made." : "This backup has no file to download.");
    return c.body(object.body, 200, {
      "Content-Type": "application/zip",
      "Content-Length": String(object.size),
      "Content-Disposition": attachment(toBackupDto(backup).fileName),
      "Cache-Control": "private, no-store",
    });
  })
  .post("/:id/restore", async (c) => {
    const backup = await requireBackup(c, c.req.param("id"));
    const refusal = notRestorable(backup.backupType);
    if (refusal) throw new AppError("unprocessable_content", refusal);
    if (backup.status !== "completed" || !backup.storageKey || backup.fileSize === null) throw new AppError("conflict", "Only a completed backup can be restored.");
    await takeRestoreSlot(c.var.db, c.var.user.id);
    const job = await restoreJobBackup(c.var.db, c.env.FILES, c.var.user.id, r2Source(c.env.FILES, backup.storageKey, backup.fileSize));
    return c.json(toJobDto(job, OWNER_ACCESS), 201);
  })
  .delete("/:id", async (c) => {
    const backup = await requireBackup(c, c.req.param("id"));
    await deleteBackupRow(c.var.db, backup.id);
    if (backup.storageKey) await c.env.FILES.delete(backup.storageKey);
    return c.body(null, 204);
  });
