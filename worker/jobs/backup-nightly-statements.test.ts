import { env } from "cloudflare:test";
import type { Queue } from "@cloudflare/workers-types";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKUP_QUOTA_BYTES, NIGHTLY_BACKUP_JOBS_MAX } from "../../shared/domain/backup-rules";
import { createDb } from "../db/client";
import { countingStatements } from "../db/counting";
import { NIGHTLY_QUOTA_FULL, jobsDueNightly, setNightlyBackups } from "../db/queries/backups";
import { insertJob } from "../db/queries/jobs";
import { cloudBackups } from "../db/schema";
import { seedBackup } from "../test/backups";
import { signUp } from "../test/http";
import { backupKey } from "../storage/keys";
import { queueNightlyBackups } from "./backup-nightly";
import type { BackupMessage } from "./backup-run";

const NIGHT = new Date("2026-11-25T03:00:00Z");
const QUEUE_DOWN = "The nightly backup could not be started. It is tried again the next night.";
const db = createDb(env.DB);

/** The database with every prepared statement counted, as the cron counts them (worker/index.ts). */
function countedDb() {
  let statements = 0;
  return { db: createDb(countingStatements(env.DB, () => (statements += 1))), statements: () => statements };
}

/** A queue that keeps the ids it is sent, or refuses every send. */
function fakeQueue({ refuses = false } = {}) {
  const sent: string[] = [];
  const sendBatch = async (messages: Iterable<{ body: BackupMessage }>) => {
    if (refuses) throw new Error("Queue unavailable");
    for (const message of messages) sent.push(message.body.backupId);
  };
  return { queue: { sendBatch } as unknown as Queue<BackupMessage>, sent };
}

/** An account with nightly backups on and `count` jobs, each changed since its last backup. */
async function nightlyAccount(count: number) {
  const { body } = await signUp();
  await setNightlyBackups(db, body.id, true);
  const jobIds: string[] = [];
  for (let n = 0; n < count; n += 1) jobIds.push((await insertJob(db, body.id, { clientName: `Fleet ${n}` }))!.id);
  return { userId: body.id, jobIds };
}

/** The jobs as one JSON value: D1 binds at most 100 values a statement. */
const ofJobs = (jobIds: string[]) => sql`${cloudBackups.jobId} in (select value from json_each(${JSON.stringify(jobIds)}))`;
const backupsOf = (jobIds: string[]) => db.select().from(cloudBackups).where(ofJobs(jobIds)).all();

/** The statements a pass may spend: one read, then a constant few per hundred jobs, whatever the accounts' quotas. */
const statementBound = (due: number, perHundred: number) => 1 + perHundred * Math.ceil(due / 100);

describe("a nightly pass over many jobs", () => {
  it("spends a few statements per hundred due jobs rather than some per job, and still gives each job its one backup or quota record", async () => {
    const [roomy, busy, other, full] = [await nightlyAccount(30), await nightlyAccount(30), await nightlyAccount(30), await nightlyAccount(30)];
    await seedBackup(full.userId, full.jobIds[0]!, { minutesAgo: 3000, fileSize: BACKUP_QUOTA_BYTES });
    const earlierRecord = await seedBackup(full.userId, full.jobIds[1]!, { minutesAgo: 3000, status: "failed", automatic: true });
    await db.update(cloudBackups).set({ errorMessage: NIGHTLY_QUOTA_FULL }).where(eq(cloudBackups.id, earlierRecord));
    const beingMade = await seedBackup(busy.userId, busy.jobIds[0]!, { minutesAgo: 5, status: "pending" });
    const due = (await jobsDueNightly(db, NIGHTLY_BACKUP_JOBS_MAX, NIGHT)).length;
    expect(due).toBeGreaterThanOrEqual(120);

    const counted = countedDb();
    const { queue, sent } = fakeQueue();
    await queueNightlyBackups(counted.db, queue, NIGHT);
    expect(counted.statements(), `${due} due jobs`).toBeLessThanOrEqual(statementBound(due, 3));

    const withRoom = [...roomy.jobIds, ...busy.jobIds.slice(1), ...other.jobIds];
    const made = await backupsOf(withRoom);
    expect(made).toHaveLength(withRoom.length);
    expect(new Set(made.map((backup) => backup.jobId)).size).toBe(withRoom.length);
    for (const backup of made) {
      expect(backup).toMatchObject({ status: "pending", automatic: true, backupType: "job", storageKey: backupKey(backup.userId, backup.id) });
      expect(backup.cloudFileName).toMatch(/^Fleet-\d+-2026-11-25\.zip$/);
    }
    expect(sent).toEqual(expect.arrayContaining(made.map((backup) => backup.id)));
    expect((await backupsOf([busy.jobIds[0]!])).map((backup) => backup.id), "a backup already being made").toEqual([beingMade]);

    const records = (await backupsOf(full.jobIds)).filter((backup) => backup.errorMessage === NIGHTLY_QUOTA_FULL);
    expect(records.map((backup) => backup.jobId).sort()).toEqual([...full.jobIds].sort());
    for (const record of records) expect(record).toMatchObject({ status: "failed", automatic: true, storageKey: null });
    expect(records.map((backup) => backup.id), "the earlier record is replaced").not.toContain(earlierRecord);
    expect(records.filter((record) => sent.includes(record.id)), "no run for a record").toEqual([]);

    const ours = [...roomy.jobIds, ...busy.jobIds, ...other.jobIds, ...full.jobIds];
    const before = (await backupsOf(ours)).map((backup) => backup.id).sort();
    const dueAgain = await jobsDueNightly(db, NIGHTLY_BACKUP_JOBS_MAX, NIGHT);
    expect(dueAgain.filter((job) => ours.includes(job.id)).map((job) => job.id), "only the job whose backup is still being made").toEqual([busy.jobIds[0]]);
    const again = countedDb();
    await queueNightlyBackups(again.db, fakeQueue().queue, NIGHT);
    expect((await backupsOf(ours)).map((backup) => backup.id).sort(), "a second run the same night").toEqual(before);
    expect(again.statements()).toBeLessThanOrEqual(statementBound(dueAgain.length, 3));
  }, 120_000);

  it("records a refused send for a whole chunk of jobs in one statement", async () => {
    const [first, second] = [await nightlyAccount(60), await nightlyAccount(60)];
    const due = (await jobsDueNightly(db, NIGHTLY_BACKUP_JOBS_MAX, NIGHT)).length;

    const counted = countedDb();
    await queueNightlyBackups(counted.db, fakeQueue({ refuses: true }).queue, NIGHT);
    expect(counted.statements(), `${due} due jobs`).toBeLessThanOrEqual(statementBound(due, 4));

    const jobIds = [...first.jobIds, ...second.jobIds];
    const failed = await db
      .select()
      .from(cloudBackups)
      .where(and(ofJobs(jobIds), eq(cloudBackups.status, "failed"), eq(cloudBackups.errorMessage, QUEUE_DOWN)))
      .all();
    expect(failed).toHaveLength(jobIds.length);
    expect((await jobsDueNightly(db, NIGHTLY_BACKUP_JOBS_MAX, NIGHT)).filter((job) => jobIds.includes(job.id)), "due again the next night").toHaveLength(jobIds.length);
    // Off again, so a later file's pass on the real queue does not back up these 120 jobs ahead of its own.
    for (const { userId } of [first, second]) await setNightlyBackups(db, userId, false);
  }, 120_000);
});
