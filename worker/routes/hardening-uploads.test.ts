import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PHOTOS_PER_JOB_MAX } from "../../shared/constants";
import { checkUpload } from "../lib/upload-check";
import { call, signUp } from "../test/http";
import { flatPng, imageBytes, jpegClaiming, pngClaiming, withTail } from "../test/images";
import { createJob, errorMessage } from "../test/jobs";
import { type FormFiles, type PhotoBody, photoForm, seedPhotoRows, sendForm, storedUnder } from "../test/photos";
import { beforeWriteTo } from "../test/paused-write";
import { createShare } from "../test/shares";

const HTML = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
const blob = (bytes: Uint8Array) => new Blob([bytes]);
const png = imageBytes("png");
const jpeg = imageBytes("jpeg");
const sosAt = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xda);
let address = 0;
const from = () => ({ "CF-Connecting-IP": `198.51.100.${++address}` });

async function ownerWithJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  return { job, cookie: owner.cookie };
}

const appUpload = (cookie: string, jobId: string, fields: Record<string, string>, files?: FormFiles) => sendForm(`/api/jobs/${jobId}/photos`, photoForm(fields, files), { cookie });
const linkUpload = (token: string, fields: Record<string, string>, files?: FormFiles) =>
  sendForm(`/api/shared/${token}/photos`, photoForm({ contributorName: "Sam", ...fields }, files), { headers: from() });
const answer = async (response: Response) => ({ status: response.status, message: response.ok ? null : await errorMessage(response) });
const listPhotos = async (cookie: string, jobId: string) => await (await call(`/api/jobs/${jobId}/photos`, { cookie })).json<(PhotoBody & { byteSize: number })[]>();
const served = async (cookie: string, url: string) => new Uint8Array(await (await call(url, { cookie })).arrayBuffer());

/** A second, different picture of another size, with its own thumbnail. */
async function otherPicture(): Promise<FormFiles> {
  return { photo: [blob(await flatPng(64, 48, 2)), "other.png"], thumb: [blob(await flatPng(32, 24)), "thumb.png"] };
}

describe("item 9: a photo's record matches its bytes", () => {
  it("two parallel uploads with one id and different images: one is stored, the other is 409, and the row describes the bytes served", async () => {
    const { job, cookie } = await ownerWithJob();
    const other = await otherPicture();
    for (let round = 0; round < 4; round += 1) {
      const id = crypto.randomUUID();
      const answers = await Promise.all([appUpload(cookie, job.id, { id }), appUpload(cookie, job.id, { id }, other)].map(async (response) => answer(await response)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.message).toBe("A different photo already has this id.");
      const row = (await listPhotos(cookie, job.id)).find((photo) => photo.id === id)!;
      const bytes = await served(cookie, row.originalUrl);
      expect(await checkUpload(bytes, "photo")).toMatchObject({ width: row.width, height: row.height });
      expect(bytes.length).toBe(row.byteSize);
      expect(await storedUnder(`jobs/${job.id}/photos/${id}/`), "only the stored photo's original and thumbnail").toHaveLength(2);
    }
  });

  it("an upload whose id is taken between its check and its insert is 409, and only the winner's bytes stay stored", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    const other = await otherPicture();
    const path = `/api/jobs/${job.id}/photos`;
    const { answer: late, meanwhile } = await beforeWriteTo("photos", () => appUpload(cookie, job.id, { id }, other), { method: "POST", path, cookie, body: photoForm({ id }) });
    expect(meanwhile.status).toBe(201);
    expect(await answer(late)).toEqual({ status: 409, message: "A different photo already has this id." });
    const row = (await listPhotos(cookie, job.id)).find((photo) => photo.id === id)!;
    expect(await served(cookie, row.originalUrl)).toEqual(new Uint8Array(await other.photo![0].arrayBuffer()));
    expect(await storedUnder(`jobs/${job.id}/photos/${id}/`), "only the winner's original and thumbnail").toHaveLength(2);
  });

  it("the same id with the same bytes answers the first photo; with other bytes it is 409 and the photo is unchanged", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    const first = await (await appUpload(cookie, job.id, { id, caption: "Door" })).json<PhotoBody>();
    const again = await appUpload(cookie, job.id, { id, caption: "Door" });
    expect(again.status).toBe(201);
    expect((await again.json<PhotoBody>()).originalUrl).toBe(first.originalUrl);
    expect(await answer(await appUpload(cookie, job.id, { id }, await otherPicture()))).toEqual({ status: 409, message: "A different photo already has this id." });
    expect(await listPhotos(cookie, job.id)).toMatchObject([{ id, width: 30, height: 20, byteSize: png.length }]);
    expect(await served(cookie, first.originalUrl)).toEqual(png);
    expect(await storedUnder(`jobs/${job.id}/`)).toHaveLength(2);
  });

  it("through an edit link, the same id with other bytes is 409 too", async () => {
    const { job, cookie } = await ownerWithJob();
    const share = await createShare(cookie, job.id, { accessLevel: "edit" });
    const id = crypto.randomUUID();
    expect((await linkUpload(share.shareToken, { id })).status).toBe(201);
    expect((await linkUpload(share.shareToken, { id })).status).toBe(201);
    expect(await answer(await linkUpload(share.shareToken, { id }, await otherPicture()))).toEqual({ status: 409, message: "A different photo already has this id." });
    expect(await listPhotos(cookie, job.id)).toMatchObject([{ id, byteSize: png.length }]);
    expect(await storedUnder(`jobs/${job.id}/`)).toHaveLength(2);
  });
});

describe("item 10: only whole images are taken", () => {
  it.each([
    ["a JPEG that is only its headers", { photo: [blob(jpeg.subarray(0, sosAt)), "photo.jpg"] }, 422, "photo.jpg is not a complete JPEG image (it ends before its end marker)."],
    ["a JPEG cut off before its end marker", { photo: [blob(jpeg.subarray(0, jpeg.length - 2)), "photo.jpg"] }, 422, "photo.jpg is not a complete JPEG image (it ends before its end marker)."],
    ["a PNG that is only its header", { photo: [blob(png.subarray(0, 33)), "door.png"] }, 422, "door.png is not a complete PNG image (it ends before its end chunk)."],
    ["a JPEG with an HTML document appended", { photo: [blob(withTail(jpeg, HTML)), "photo.jpg"] }, 422, "photo.jpg has data after the end of the image."],
    ["a PNG with an HTML document appended", { photo: [blob(withTail(png, HTML)), "door.png"] }, 422, "door.png has data after the end of the image."],
    ["a thumbnail with an HTML document appended", { photo: [blob(png), "door.png"], thumb: [blob(withTail(png, HTML)), "thumb.png"] }, 422, "thumb.png has data after the end of the image."],
    ["a 7071×7071 PNG of a few hundred bytes", { photo: [blob(pngClaiming(7071, 7071)), "big.png"] }, 422, `big.png says it is 7071×7071 pixels but holds only ${png.length} bytes.`],
    ["a 7071×7071 JPEG of a few hundred bytes", { photo: [blob(jpegClaiming(7071, 7071)), "big.jpg"] }, 422, `big.jpg says it is 7071×7071 pixels but holds only ${jpeg.length.toLocaleString("en-US")} bytes.`],
  ] as const)("refuses %s in the app and through an edit link, and stores nothing", async (_name, files, status, message) => {
    const { job, cookie } = await ownerWithJob();
    const share = await createShare(cookie, job.id, { accessLevel: "edit" });
    expect(await answer(await appUpload(cookie, job.id, {}, files as unknown as FormFiles))).toEqual({ status, message });
    expect(await answer(await linkUpload(share.shareToken, {}, files as unknown as FormFiles))).toEqual({ status, message });
    expect(await listPhotos(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });
});

describe("item 11: link uploads meet the app's checks and get the same renditions", () => {
  it("refuses a photo without its thumbnail, or with a thumbnail of another shape, in the app and through a link", async () => {
    const { job, cookie } = await ownerWithJob();
    const share = await createShare(cookie, job.id, { accessLevel: "edit" });
    const bare: FormFiles = { photo: [blob(png), "door.png"], thumb: null };
    const noThumb = { status: 400, message: "thumb: Send the photo's thumbnail too, at most 800 pixels on its long edge." };
    expect(await answer(await appUpload(cookie, job.id, {}, bare))).toEqual(noThumb);
    expect(await answer(await linkUpload(share.shareToken, {}, bare))).toEqual(noThumb);
    const squareThumb: FormFiles = { photo: [blob(png), "door.png"], thumb: [blob(await flatPng(30, 30)), "thumb.png"] };
    const misfit = { status: 400, message: "thumb: The thumbnail (30×30) is not the 30×20 photo made smaller." };
    expect(await answer(await appUpload(cookie, job.id, {}, squareThumb))).toEqual(misfit);
    expect(await answer(await linkUpload(share.shareToken, {}, squareThumb))).toEqual(misfit);
    expect(await listPhotos(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("stores a link upload with its thumbnail, served as the grid's picture like the app's", async () => {
    const { job, cookie } = await ownerWithJob();
    const share = await createShare(cookie, job.id, { accessLevel: "edit" });
    const thumb = await flatPng(15, 10);
    const response = await linkUpload(share.shareToken, {}, { photo: [blob(png), "door.png"], thumb: [blob(thumb), "thumb.png"] });
    expect(response.status).toBe(201);
    const { photo } = await response.json<{ photo: { thumbnailUrl: string } }>();
    expect(await served("", photo.thumbnailUrl)).toEqual(thumb);
    const [stored] = await listPhotos(cookie, job.id);
    expect(stored!.thumbnailUrl).not.toBe(stored!.originalUrl);
    expect(await served(cookie, stored!.thumbnailUrl)).toEqual(thumb);
  });
});

describe("item 5: the per-job photo cap holds under parallel uploads", () => {
  it("20 parallel uploads with 5 places left store exactly 5; the rest get the cap's message and leave no objects", async () => {
    const { job, cookie } = await ownerWithJob();
    await seedPhotoRows(job.id, PHOTOS_PER_JOB_MAX - 5);
    const answers = await Promise.all(Array.from({ length: 20 }, async () => answer(await appUpload(cookie, job.id, {}))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 201)).toEqual(Array(15).fill({ status: 409, message: `A job can hold at most ${PHOTOS_PER_JOB_MAX} photos.` }));
    const count = await env.DB.prepare("select count(*) as n from photos where job_id = ?").bind(job.id).first<{ n: number }>();
    expect(count!.n).toBe(PHOTOS_PER_JOB_MAX);
    expect(await storedUnder(`jobs/${job.id}/`), "an original and a thumbnail for each of the 5").toHaveLength(10);
    const uploads = await env.DB.prepare("select count(*) as n from activity_logs where job_id = ? and action = 'uploaded_photo'").bind(job.id).first<{ n: number }>();
    expect(uploads!.n).toBe(5);
  });
});
