import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { createDb } from "../db/client";
import { restoresUnderWay } from "../db/schema";
import type { Env } from "../env";
import worker from "../index";
import { completedBackup, downloadBackup } from "../test/backups";
import { ORIGIN, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { uploadPhoto } from "../test/photos";
import { RESTORE_TIME_LIMIT_MS } from "./restore-sweep";

const db = createDb(env.DB);
const marks = () => db.select().from(restoresUnderWay);
const jobObjects = async () => (await env.FILES.list({ prefix: "jobs/" })).objects.map((object) => object.key);

async function backupWithPhotos() {
  const { cookie } = await signUp();
  const job = await createJob(cookie, { clientName: "Fleet Co" });
  await uploadPhoto(cookie, job.id);
  await uploadPhoto(cookie, job.id);
  return { cookie, zip: await downloadBackup(cookie, (await completedBackup(cookie, job.id)).id) };
}

/** An import through the app with a bucket whose puts `onPut` sees first (and may fail). */
async function importWith(cookie: string, zip: Uint8Array, onPut: (count: number) => Promise<void>) {
  let puts = 0;
  const bucket = new Proxy(env.FILES, {
    get(target, name) {
      if (name === "put") {
        return async (...args: unknown[]) => {
          await onPut(++puts);
          return Reflect.apply(target.put, target, args);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const form = new FormData();
  form.set("file", new Blob([zip], { type: "application/zip" }), "backup.zip");
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  return app.request(`${ORIGIN}/api/backups/import`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: ORIGIN } }, { ...env, FILES: bucket }, ctx);
}

async function runCron(at: number) {
  const context = createExecutionContext();
  await (worker as ExportedHandler<Env>).scheduled!(createScheduledController({ scheduledTime: at, cron: "0 * * * *" }), env, context);
  await waitOnExecutionContext(context);
}

describe("restores cut off midway", () => {
  it("are marked before their first object is stored, and the mark ends in the batch that writes the job", async () => {
    const { cookie, zip } = await backupWithPhotos();
    const marksAtPuts: number[] = [];
    const response = await importWith(cookie, zip, async () => void marksAtPuts.push((await marks()).length));
    expect(response.status).toBe(201);
    expect(marksAtPuts.length).toBeGreaterThan(0);
    expect(marksAtPuts.every((count) => count === 1)).toBe(true);
    expect(await marks()).toEqual([]);
  });

  it("take back their objects and their mark when storage fails partway or the zip is refused", async () => {
    const { cookie, zip } = await backupWithPhotos();
    const before = await jobObjects();
    const response = await importWith(cookie, zip, async (count) => {
      if (count === 3) throw new Error("injected: connection reset");
    });
    expect(response.status).toBe(500);
    expect(await jobObjects()).toEqual(before);
    expect(await marks()).toEqual([]);

    const broken = zip.slice();
    broken[broken.length - 30] ^= 0xff;
    expect((await importWith(cookie, broken, async () => undefined)).status).toBe(422);
    expect(await jobObjects()).toEqual(before);
    expect(await marks()).toEqual([]);
  });

  it("are swept by the hourly cron once older than any restore runs: their objects deleted, a younger one's left alone", async () => {
    const now = Date.now();
    const { cookie } = await signUp();
    const written = await createJob(cookie, { clientName: "Fleet Co" });
    const cutOff = crypto.randomUUID();
    const running = crypto.randomUUID();
    for (const jobId of [cutOff, running, written.id]) await env.FILES.put(`jobs/${jobId}/photos/${crypto.randomUUID()}/original`, "bytes");
    await db.insert(restoresUnderWay).values([
      { jobId: cutOff, startedAt: new Date(now - RESTORE_TIME_LIMIT_MS - 60_000) },
      { jobId: running, startedAt: new Date(now - 5 * 60_000) },
      { jobId: written.id, startedAt: new Date(now - RESTORE_TIME_LIMIT_MS - 60_000) },
    ]);

    await runCron(now);

    const left = await jobObjects();
    expect(left.filter((key) => key.startsWith(`jobs/${cutOff}/`))).toEqual([]);
    expect(left.filter((key) => key.startsWith(`jobs/${running}/`))).toHaveLength(1);
    expect(left.filter((key) => key.startsWith(`jobs/${written.id}/`))).toHaveLength(1);
    expect((await marks()).map((mark) => mark.jobId)).toEqual([running]);
  });
});
