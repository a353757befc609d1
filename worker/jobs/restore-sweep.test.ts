import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runCron } from "../test/cron";
import app from "../app";
import { createDb } from "../db/client";
import { countingStatements } from "../db/counting";
import { jobs, restoresUnderWay } from "../db/schema";
import { bytesSource } from "../storage/zip-reader";
import { completedBackup, downloadBackup } from "../test/backups";
import { ORIGIN, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { uploadPhoto } from "../test/photos";
import { restoreJobBackup } from "./backup-restore";
import { RESTORE_TIME_LIMIT_MS, sweepCutOffRestores } from "./restore-sweep";

const db = createDb(env.DB);
const marksOf = async (jobIds: string[]) => (await db.select().from(restoresUnderWay).where(inArray(restoresUnderWay.jobId, jobIds))).map((mark) => mark.jobId);
const keysUnder = async (prefix: string) => (await env.FILES.list({ prefix })).objects.map((object) => object.key);
const jobOfKey = (key: string) => key.split("/")[1]!;
const stale = (now: number) => new Date(now - RESTORE_TIME_LIMIT_MS - 60_000);

async function backupWithPhotos() {
  const { cookie, body } = await signUp();
  const job = await createJob(cookie, { clientName: "Fleet Co" });
  await uploadPhoto(cookie, job.id);
  await uploadPhoto(cookie, job.id);
  return { cookie, userId: body.id, zip: await downloadBackup(cookie, (await completedBackup(cookie, job.id)).id) };
}

/** An import through the app with a bucket whose puts `onPut` sees first (and may fail); returns the keys it was asked to store. */
async function importWith(cookie: string, zip: Uint8Array, onPut: (key: string, count: number) => Promise<void>) {
  const keys: string[] = [];
  const bucket = new Proxy(env.FILES, {
    get(target, name) {
      if (name === "put") {
        return async (key: string, ...rest: unknown[]) => {
          keys.push(key);
          await onPut(key, keys.length);
          return Reflect.apply(target.put, target, [key, ...rest]);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const form = new FormData();
  form.set("file", new Blob([zip], { type: "application/zip" }), "backup.zip");
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  const response = await app.request(`${ORIGIN}/api/backups/import`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: ORIGIN } }, { ...env, FILES: bucket }, ctx);
  return { response, keys };
}

describe("restores cut off midway", () => {
  it("are marked before their first object is stored, and the mark ends in the batch that writes the job", async () => {
    const { cookie, zip } = await backupWithPhotos();
    const markedAtPut: boolean[] = [];
    const { response, keys } = await importWith(cookie, zip, async (key) => void markedAtPut.push((await marksOf([jobOfKey(key)])).length === 1));
    expect(response.status).toBe(201);
    const restored = await response.json<{ id: string }>();
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys.map(jobOfKey))).toEqual(new Set([restored.id]));
    expect(markedAtPut.every(Boolean)).toBe(true);
    expect(await marksOf([restored.id])).toEqual([]);
  });

  it("take back their objects and their mark when storage fails partway or the zip is refused", async () => {
    const { cookie, zip } = await backupWithPhotos();
    const { response, keys } = await importWith(cookie, zip, async (_key, count) => {
      if (count === 3) throw new Error("injected: connection reset");
    });
    expect(response.status).toBe(500);
    const jobId = jobOfKey(keys[0]!);
    expect(await keysUnder(`jobs/${jobId}/`)).toEqual([]);
    expect(await marksOf([jobId])).toEqual([]);

    const broken = zip.slice();
    const at = broken.length - 30;
    broken[at] = broken[at]! ^ 0xff;
    const refused = await importWith(cookie, broken, async () => undefined);
    expect(refused.response.status).toBe(422);
    expect(refused.keys).toEqual([]);
  });

  it("keep their objects when the job's batch was written and only its answer was lost", async () => {
    const { userId, zip } = await backupWithPhotos();
    const answerLost = new Proxy(env.DB, {
      get(target, name) {
        if (name === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            await target.batch(statements);
            throw new Error("injected: the answer was lost");
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const keys: string[] = [];
    const bucket = new Proxy(env.FILES, {
      get(target, name) {
        if (name === "put") return (key: string, ...rest: unknown[]) => (keys.push(key), Reflect.apply(target.put, target, [key, ...rest]));
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(restoreJobBackup(createDb(answerLost), bucket, userId, bytesSource(zip))).rejects.toThrow("injected");
    const jobId = jobOfKey(keys[0]!);
    expect(await db.$count(jobs, eq(jobs.id, jobId))).toBe(1);
    expect((await keysUnder(`jobs/${jobId}/`)).sort()).toEqual([...keys].sort());
    expect(await marksOf([jobId])).toEqual([]);
  });

  it("are swept by the hourly cron once older than any restore runs: their objects deleted, a younger one's left alone", async () => {
    const now = Date.now();
    const { cookie } = await signUp();
    const written = await createJob(cookie, { clientName: "Fleet Co" });
    const cutOff = crypto.randomUUID();
    const running = crypto.randomUUID();
    for (const jobId of [cutOff, running, written.id]) await env.FILES.put(`jobs/${jobId}/photos/${crypto.randomUUID()}/original`, "bytes");
    await db.insert(restoresUnderWay).values([
      { jobId: cutOff, startedAt: stale(now) },
      { jobId: running, startedAt: new Date(now - 5 * 60_000) },
      { jobId: written.id, startedAt: stale(now) },
    ]);

    await runCron(now);

    expect(await keysUnder(`jobs/${cutOff}/`)).toEqual([]);
    expect(await keysUnder(`jobs/${running}/`)).toHaveLength(1);
    expect(await keysUnder(`jobs/${written.id}/`)).toHaveLength(1);
    expect(await marksOf([cutOff, running, written.id])).toEqual([running]);
    await db.delete(restoresUnderWay).where(eq(restoresUnderWay.jobId, running));
    await env.FILES.delete(await keysUnder(`jobs/${running}/`));
  });

  it("are swept ten a run, in two D1 statements", async () => {
    const now = Date.now();
    const jobIds = Array.from({ length: 11 }, () => crypto.randomUUID());
    await db.insert(restoresUnderWay).values(jobIds.map((jobId, index) => ({ jobId, startedAt: new Date(stale(now).getTime() - (24 - index) * RESTORE_TIME_LIMIT_MS) })));
    let statements = 0;
    const counted = createDb(countingStatements(env.DB, () => (statements += 1)));

    expect(await sweepCutOffRestores(counted, env.FILES, new Date(now))).toBe(10);
    expect(statements).toBe(2);
    expect(await marksOf(jobIds)).toEqual([jobIds[10]]);
    expect(await sweepCutOffRestores(counted, env.FILES, new Date(now))).toBeGreaterThanOrEqual(1);
    expect(await marksOf(jobIds)).toEqual([]);
  });
});
