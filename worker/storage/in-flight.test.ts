import { env } from "cloudflare:test";
import { inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runCron } from "../test/cron";
import app from "../app";
import { createDb } from "../db/client";
import { countingStatements } from "../db/counting";
import { objectsInFlight, photos } from "../db/schema";
import type { Env } from "../env";
import { ORIGIN, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { audioBlob, voiceForm, webmBytes } from "../test/audio";
import { fileForm, pdfBytes } from "../test/files";
import { markupForm, photoForm, sendForm, storedUnder, uploadPhoto } from "../test/photos";
import { markInFlight } from "../db/queries/objects-in-flight";
import { answerLost, withMethod } from "../test/d1-faults";
import { IN_FLIGHT_TIME_LIMIT_MS, jobObjects, settleObjects, sweepObjectsInFlight } from "./in-flight";

const db = createDb(env.DB);
const marksUnder = async (prefix: string) => (await db.select().from(objectsInFlight).where(like(objectsInFlight.key, `${prefix}%`))).map((mark) => mark.key);
const isMarked = async (key: string) => (await env.DB.prepare("select count(*) as n from objects_in_flight where key = ?").bind(key).first<{ n: number }>())!.n === 1;
const stale = (now: number) => new Date(now - IN_FLIGHT_TIME_LIMIT_MS - 60_000);
async function ownerWithJob() {
  const { cookie } = await signUp();
  return { cookie, job: await createJob(cookie, { clientName: "Fleet Co" }) };
}

const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };

/** A photo upload through the app with other bindings: `bucket` and `d1` stand in for FILES and DB. */
function uploadWith(cookie: string, jobId: string, bindings: Partial<Env>) {
  return app.request(`${ORIGIN}/api/jobs/${jobId}/photos`, { method: "POST", body: photoForm(), headers: { Cookie: cookie, Origin: ORIGIN } }, { ...env, ...bindings }, ctx);
}

describe("objects stored before the row that names them", () => {
  it("are marked before the first one is stored, and the marks are forgotten once the row is written", async () => {
    const { cookie, job } = await ownerWithJob();
    const markedAtPut: boolean[] = [];
    const bucket = withMethod(env.FILES, "put", (put) => async (...args) => {
      markedAtPut.push(await isMarked(String(args[0])));
      return put(...args);
    });
    const response = await uploadWith(cookie, job.id, { FILES: bucket });
    expect(response.status).toBe(201);
    expect(markedAtPut).toEqual([true, true]);
    expect(await marksUnder(`jobs/${job.id}/`)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toHaveLength(2);
  });

  const uploads = {
    photos: { path: "photos", form: () => photoForm() },
    files: { path: "files", form: async () => fileForm(await pdfBytes(), "proof.pdf") },
    voice_notes: { path: "voice-notes", form: () => voiceForm(audioBlob(webmBytes())) },
  } as const;
  for (const [table, upload] of Object.entries(uploads)) {
    it(`keep their objects when the row was written and only its answer was lost (${table})`, async () => {
      const { cookie, job } = await ownerWithJob();
      const request = { method: "POST", body: await upload.form(), headers: { Cookie: cookie, Origin: ORIGIN } };
      const response = await app.request(`${ORIGIN}/api/jobs/${job.id}/${upload.path}`, request, { ...env, DB: answerLost(env.DB, `insert into "${table}"`) }, ctx);
      expect(response.status).toBe(500);
      const { results } = await env.DB.prepare(`select * from ${table} where job_id = ?`).bind(job.id).all<Record<string, string | null>>();
      expect(results, "the batch committed").toHaveLength(1);
      const named = ["storage_key", "thumb_key"].map((column) => results[0]![column]).filter((key): key is string => Boolean(key));
      expect((await storedUnder(`jobs/${job.id}/`)).sort()).toEqual(named.sort());
      expect((await marksUnder(`jobs/${job.id}/`)).sort(), "left for the sweep, which reads the primary").toEqual(named.sort());
      await settleObjects(db, env.FILES, jobObjects(job.id, named));
      expect((await storedUnder(`jobs/${job.id}/`)).sort(), "named, so kept").toEqual(named.sort());
      expect(await marksUnder(`jobs/${job.id}/`)).toEqual([]);
    });
  }

  it("are deleted with their marks when the row cannot be written (the job was deleted meanwhile)", async () => {
    const { cookie, job } = await ownerWithJob();
    let puts = 0;
    const bucket = withMethod(env.FILES, "put", (put) => async (...args) => {
      if ((puts += 1) === 1) await env.DB.prepare("delete from jobs where id = ?").bind(job.id).run();
      return put(...args);
    });
    const response = await uploadWith(cookie, job.id, { FILES: bucket });
    expect(response.status).toBe(404);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect(await marksUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("a markup save leaves only the renditions its row names, and no marks", async () => {
    const { cookie, job } = await ownerWithJob();
    const photo = await uploadPhoto(cookie, job.id);
    expect((await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { cookie, method: "PUT" })).status).toBe(200);
    expect((await sendForm(`/api/photos/${photo.id}/markup`, markupForm(1), { cookie, method: "PUT" })).status).toBe(200);
    const [row] = await db.select().from(photos).where(inArray(photos.id, [photo.id]));
    expect((await storedUnder(`jobs/${job.id}/`)).sort()).toEqual([row!.storageKey, row!.thumbKey, row!.annotatedKey, row!.annotatedThumbKey].sort());
    expect(await marksUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("a markup save marks its new renditions and the ones it replaces before storing", async () => {
    const { cookie, job } = await ownerWithJob();
    const photo = await uploadPhoto(cookie, job.id);
    expect((await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { cookie, method: "PUT" })).status).toBe(200);
    const [first] = await db.select().from(photos).where(inArray(photos.id, [photo.id]));
    const markedAtPut: boolean[] = [];
    const bucket = withMethod(env.FILES, "put", (put) => async (...args) => {
      markedAtPut.push(...(await Promise.all([String(args[0]), first!.annotatedKey!, first!.annotatedThumbKey!].map(isMarked))));
      return put(...args);
    });
    const request = { method: "PUT", body: markupForm(1), headers: { Cookie: cookie, Origin: ORIGIN } };
    expect((await app.request(`${ORIGIN}/api/photos/${photo.id}/markup`, request, { ...env, FILES: bucket }, ctx)).status).toBe(200);
    expect(markedAtPut).toEqual([true, true, true, true, true, true]);
  });

  it("removing markup marks the renditions it lets go of before the row does, and leaves them to the sweep when its answer is lost", async () => {
    const { cookie, job } = await ownerWithJob();
    const photo = await uploadPhoto(cookie, job.id);
    expect((await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { cookie, method: "PUT" })).status).toBe(200);
    const [marked] = await db.select().from(photos).where(inArray(photos.id, [photo.id]));
    const renditions = [marked!.annotatedKey!, marked!.annotatedThumbKey!];
    const request = { method: "DELETE", headers: { Cookie: cookie, Origin: ORIGIN } };
    const response = await app.request(`${ORIGIN}/api/photos/${photo.id}/markup?baseVersion=1`, request, { ...env, DB: answerLost(env.DB, 'update "photos"') }, ctx);
    expect(response.status).toBe(500);
    expect((await marksUnder(`jobs/${job.id}/`)).sort()).toEqual(renditions.sort());
    await settleObjects(db, env.FILES, jobObjects(job.id, renditions));
    expect((await storedUnder(`jobs/${job.id}/`)).sort(), "the row let go of them").toEqual([marked!.storageKey, marked!.thumbKey].sort());
    expect(await marksUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("a store that fails partway settles only once the other object has landed, so it is deleted too", async () => {
    const { cookie, job } = await ownerWithJob();
    let puts = 0;
    let landed: Promise<unknown> = Promise.resolve();
    const bucket = withMethod(env.FILES, "put", (put) => async (...args) => {
      if ((puts += 1) === 1) throw new Error("R2 unavailable");
      landed = new Promise((resolve) => setTimeout(resolve, 300)).then(() => put(...args));
      return landed;
    });
    expect((await uploadWith(cookie, job.id, { FILES: bucket })).status).toBe(500);
    await landed;
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect(await marksUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("a settle that fails keeps the marks for the sweep, and the request answers what happened to it", async () => {
    const { cookie, job } = await ownerWithJob();
    let puts = 0;
    const bucket = withMethod(withMethod(env.FILES, "delete", () => async () => Promise.reject(new Error("R2 unavailable"))), "put", (put) => async (...args) => {
      if ((puts += 1) === 1) await env.DB.prepare("delete from jobs where id = ?").bind(job.id).run();
      return put(...args);
    });
    const response = await uploadWith(cookie, job.id, { FILES: bucket });
    expect(response.status).toBe(404);
    expect(await storedUnder(`jobs/${job.id}/`)).toHaveLength(2);
    expect(await marksUnder(`jobs/${job.id}/`)).toHaveLength(2);
    await settleObjects(db, env.FILES, jobObjects(job.id, await marksUnder(`jobs/${job.id}/`)));
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect(await marksUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("left marked by a request cut off midway are swept by the cron, once older than any request runs, unless a row names them", async () => {
    const { cookie, job } = await ownerWithJob();
    const photo = await uploadPhoto(cookie, job.id);
    const [row] = await db.select().from(photos).where(inArray(photos.id, [photo.id]));
    const now = Date.now();
    const cutOff = `jobs/${job.id}/photos/${crypto.randomUUID()}/uploads/${crypto.randomUUID()}/original`;
    const running = `jobs/${job.id}/files/${crypto.randomUUID()}/${crypto.randomUUID()}`;
    await Promise.all([env.FILES.put(cutOff, "bytes"), env.FILES.put(running, "bytes")]);
    await db.insert(objectsInFlight).values([
      { key: cutOff, jobId: job.id, startedAt: stale(now) },
      { key: running, jobId: job.id, startedAt: new Date(now - 5 * 60_000) },
      { key: row!.storageKey, jobId: job.id, startedAt: stale(now) },
    ]);

    await runCron(now);

    expect((await storedUnder(`jobs/${job.id}/`)).sort()).toEqual([row!.storageKey, row!.thumbKey, running].sort());
    expect(await marksUnder(`jobs/${job.id}/`)).toEqual([running]);
    await db.delete(objectsInFlight).where(inArray(objectsInFlight.key, [running]));
  });

  it("a key marked again by a live request starts its hour again, so the sweep leaves it to that request", async () => {
    const now = Date.now();
    const jobId = crypto.randomUUID();
    const key = `jobs/${jobId}/photos/${crypto.randomUUID()}/annotated/${crypto.randomUUID()}`;
    await env.FILES.put(key, "bytes");
    await db.insert(objectsInFlight).values({ key, jobId, startedAt: stale(now) });
    await markInFlight(db, jobObjects(jobId, [key]), new Date(now));
    await sweepObjectsInFlight(db, env.FILES, new Date(now));
    expect(await storedUnder(`jobs/${jobId}/`)).toEqual([key]);
    expect(await marksUnder(`jobs/${jobId}/`)).toEqual([key]);
    await settleObjects(db, env.FILES, jobObjects(jobId, [key]));
    expect(await storedUnder(`jobs/${jobId}/`)).toEqual([]);
    expect(await marksUnder(`jobs/${jobId}/`)).toEqual([]);
  });

  it("are swept sixteen a run, in seven D1 statements, and one when none is left", async () => {
    const now = Date.now();
    const jobId = crypto.randomUUID();
    const keys = Array.from({ length: 17 }, () => `jobs/${jobId}/voice/${crypto.randomUUID()}/${crypto.randomUUID()}`);
    await Promise.all(keys.map((key) => env.FILES.put(key, "bytes")));
    await db.insert(objectsInFlight).values(keys.map((key, index) => ({ key, jobId, startedAt: new Date(stale(now).getTime() - (24 - index) * IN_FLIGHT_TIME_LIMIT_MS) })));
    let statements = 0;
    const counted = createDb(countingStatements(env.DB, () => (statements += 1)));

    expect(await sweepObjectsInFlight(counted, env.FILES, new Date(now))).toBe(16);
    expect(statements).toBe(7);
    expect(await marksUnder(`jobs/${jobId}/`)).toEqual([keys[16]]);
    expect(await storedUnder(`jobs/${jobId}/`)).toEqual([keys[16]]);
    await sweepObjectsInFlight(counted, env.FILES, new Date(now));
    expect(await marksUnder(`jobs/${jobId}/`)).toEqual([]);
    statements = 0;
    await sweepObjectsInFlight(counted, env.FILES, new Date(0));
    expect(statements).toBe(1);
  });
});
