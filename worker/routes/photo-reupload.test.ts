import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { type PhotoBody, photoForm, sendForm, storedUnder, uploadPhoto } from "../test/photos";

async function ownerWithJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  return { job, cookie: owner.cookie };
}

const reupload = (cookie: string, jobId: string, fields: Record<string, string>) => sendForm(`/api/jobs/${jobId}/photos`, photoForm(fields), { cookie });
const listPhotos = async (cookie: string, jobId: string) => await (await call(`/api/jobs/${jobId}/photos`, { cookie })).json<PhotoBody[]>();
const activityOf = async (cookie: string, jobId: string) => await (await call(`/api/jobs/${jobId}/activity`, { cookie })).json<{ action: string }[]>();
const jobUpdatedAt = async (jobId: string) => (await env.DB.prepare("select updated_at as at from jobs where id = ?").bind(jobId).first<{ at: number }>())!.at;

describe("a retried upload of a photo the job already holds", () => {
  it("answers the photo as it is now and undoes nothing: a late retry must not put back the caption an edit since replaced", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    await uploadPhoto(cookie, job.id, { id, caption: "Door" });
    const edited = await (await call(`/api/photos/${id}`, { method: "PATCH", body: { caption: "Door, before", category: "progress" }, cookie })).json<PhotoBody>();
    const activity = await activityOf(cookie, job.id);
    const before = await jobUpdatedAt(job.id);
    const retry = await reupload(cookie, job.id, { id, caption: "Door" });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(edited);
    expect(await listPhotos(cookie, job.id)).toEqual([edited]);
    expect(await storedUnder(`jobs/${job.id}/`), "no second copy of the bytes").toHaveLength(2);
    expect(await activityOf(cookie, job.id)).toEqual(activity);
    expect(await jobUpdatedAt(job.id)).toBe(before);
  });

  it("in another job or another account, the id is taken: 409, nothing stored there, the photo that holds it unchanged", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    await uploadPhoto(cookie, job.id, { id, caption: "Door" });
    const sibling = await createJob(cookie, { clientName: "Fleet Co", jobName: "Box truck" });
    const stranger = await ownerWithJob();
    for (const [who, jobId] of [[cookie, sibling.id], [stranger.cookie, stranger.job.id]] as const) {
      const clash = await reupload(who, jobId, { id, caption: "Roof" });
      expect(clash.status).toBe(409);
      expect(await errorMessage(clash)).toBe("A different photo already has this id.");
      expect(await storedUnder(`jobs/${jobId}/`)).toEqual([]);
    }
    expect(await listPhotos(cookie, job.id)).toMatchObject([{ id, caption: "Door" }]);
  });
});
