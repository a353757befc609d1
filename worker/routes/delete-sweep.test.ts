import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { uploadVoiceNote } from "../test/audio";
import { completedBackup } from "../test/backups";
import { pdfBytes, uploadFile } from "../test/files";
import { ORIGIN, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { storedUnder, uploadPhoto } from "../test/photos";
import { deleteKeys } from "../storage/objects";

/** The app's bucket, whose first delete of keys `hit` picks (any, by default) fails as a storage blip would. */
function bucketFailingOnce(hit: (keys: string | string[]) => boolean = () => true) {
  let failed = false;
  return new Proxy(env.FILES, {
    get(target, name) {
      if (name === "delete" && !failed) {
        return (keys: string | string[]) => {
          if (!hit(keys)) return target.delete(keys);
          failed = true;
          return Promise.reject(new Error("R2 is briefly unavailable"));
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function deleteWithStorageBlip(path: string, cookie: string, hit?: (keys: string | string[]) => boolean, body?: unknown) {
  const background: Promise<unknown>[] = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => void background.push(work), passThroughOnException: () => undefined, props: {} };
  const sent = body === undefined ? {} : { body: JSON.stringify(body), headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" } };
  const response = await app.request(`${ORIGIN}${path}`, { method: "DELETE", headers: { Cookie: cookie, Origin: ORIGIN }, ...sent }, { ...env, FILES: bucketFailingOnce(hit) }, ctx);
  await Promise.all(background);
  return response;
}

describe("deleting while storage fails for a moment", () => {
  it.each([
    ["voice note", async (cookie: string, jobId: string) => `/api/voice-notes/${(await uploadVoiceNote(cookie, jobId)).id}`, "voice/"],
    ["file", async (cookie: string, jobId: string) => `/api/files/${(await uploadFile(cookie, jobId, await pdfBytes(), "proof.pdf")).id}`, "files/"],
    ["photo", async (cookie: string, jobId: string) => `/api/photos/${(await uploadPhoto(cookie, jobId)).id}`, "photos/"],
  ])("a %s is deleted (204, not a 500 that says it was not), and its bytes are swept once storage answers", async (_kind, upload, folder) => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Blip Co" });
    const path = await upload(cookie, job.id);
    expect(await storedUnder(`jobs/${job.id}/${folder}`)).not.toEqual([]);
    expect((await deleteWithStorageBlip(path, cookie)).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/${folder}`)).toEqual([]);
  }, 20_000);

  it("a job is deleted, and everything stored under it and its backups' zips are swept once storage answers", async () => {
    const { cookie, body } = await signUp();
    const job = await createJob(cookie, { clientName: "Blip Co" });
    await uploadPhoto(cookie, job.id);
    await completedBackup(cookie, job.id);
    expect(await storedUnder(`backups/${body.id}/`)).toHaveLength(1);
    const backupZips = (keys: string | string[]) => [keys].flat().some((key) => key.startsWith("backups/"));
    expect((await deleteWithStorageBlip(`/api/jobs/${job.id}`, cookie, backupZips)).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect(await storedUnder(`backups/${body.id}/`)).toEqual([]);
  }, 30_000);

  it("an account is deleted and signed out (204, not a 500 for an account already gone), and its photos and backups are swept once storage answers", async () => {
    const { cookie, body, user } = await signUp();
    const job = await createJob(cookie, { clientName: "Blip Co" });
    await uploadPhoto(cookie, job.id);
    await completedBackup(cookie, job.id);
    const response = await deleteWithStorageBlip("/api/account", cookie, undefined, { password: user.password, confirmation: "DELETE" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect(await storedUnder(`backups/${body.id}/`)).toEqual([]);
  }, 30_000);

  it("deletes keys a thousand at a time, as R2 takes them", async () => {
    const sizes: number[] = [];
    const bucket = new Proxy(env.FILES, { get: (target, name) => (name === "delete" ? async (keys: string[]) => void sizes.push(keys.length) : Reflect.get(target, name)) });
    await deleteKeys(bucket, Array.from({ length: 2500 }, (_, index) => `backups/u/${index}.zip`));
    expect(sizes).toEqual([1000, 1000, 500]);
  });
});
