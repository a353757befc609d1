import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SHARE_DENIED_TEXT } from "../../shared/domain/qr-share-state";
import app from "../app";
import { call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { markupForm, photoForm, sendForm, storedUnder as storedKeys } from "../test/photos";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { createShare } from "../test/shares";

let ownerOnce: ReturnType<typeof signUp> | undefined;
const account = () => (ownerOnce ??= signUp());

const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };
const privateJob = {
  clientName: "Fleet Co",
  jobName: "Box truck wrap",
  clientContact: "Pat Private",
  clientPhone: "+1 555 0100",
  clientEmail: "pat@fleet.example",
  location: "12 Hidden Lane",
  notes: "Gate code 4321",
  vehicleYear: 2022,
  vehicleMake: "Ford",
  vehicleModel: "E-450",
  status: "in_progress",
  progress: 40,
};

let address = 0;
/** Each test opens links from its own address, so the per-address miss limit of one test cannot spill into another. */
const from = () => ({ "CF-Connecting-IP": `203.0.113.${++address}` });

async function sharedJob(accessLevel: "view" | "edit" = "view") {
  const { cookie, user } = await account();
  const job = await createJob(cookie, privateJob);
  await addMeasurement(cookie, job.id, { ...hood, label: "Hood", notes: "Dent near the latch" });
  const share = await createShare(cookie, job.id, { accessLevel });
  return { cookie, user, job, share, headers: from() };
}

const open = (token: string, headers: Record<string, string>) => call(`/api/shared/${token}`, { headers });
const addThroughLink = (token: string, headers: Record<string, string>, body: unknown) => call(`/api/shared/${token}/measurements`, { body, headers });
const denial = async (response: Response) => ({ status: response.status, message: await errorMessage(response) });
const viewCount = async (shareId: string) =>
  (await env.DB.prepare("select view_count, last_accessed_at from qr_shares where id = ?").bind(shareId).first<{ view_count: number; last_accessed_at: number | null }>())!;

describe("GET /api/shared/:token", () => {
  it("opens the job without an account and shows nothing private", async () => {
    const { share, user, headers } = await sharedJob();
    const response = await open(share.shareToken, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    const text = await response.clone().text();
    const view = JSON.parse(text) as Record<string, any>;
    expect(view.accessLevel).toBe("view");
    expect(view.job).toMatchObject({ clientName: "Fleet Co", jobName: "Box truck wrap", vehicleMake: "Ford", status: "in_progress", progress: 40, totalSquareFeet: 20 });
    expect(view.measurements).toEqual([expect.objectContaining({ panel: "hood", label: "Hood", width: 60, height: 48, squareFeet: 20 })]);
    expect(view.photos).toEqual([]);
    for (const secret of ["Pat Private", "555 0100", "pat@fleet.example", "Hidden Lane", "Gate code", "Dent near", user.email, user.username]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(Object.keys(view.job)).not.toEqual(expect.arrayContaining(["id", "userId"]));
  });

  it("says where the job's total area comes from, so a template's area is not read as the sum of the listed panels", async () => {
    const { cookie } = await account();
    const job = await createJob(cookie, { clientName: "Fleet Co", totalSquareFeet: 179, totalSquareFeetSource: "template" });
    await addMeasurement(cookie, job.id, hood);
    const share = await createShare(cookie, job.id);
    const view = await (await open(share.shareToken, from())).json<{ job: Record<string, unknown>; measurements: { squareFeet: number }[] }>();
    expect(view.job).toMatchObject({ totalSquareFeet: 179, totalSquareFeetSource: "template" });
    expect(view.measurements.map((measurement) => measurement.squareFeet)).toEqual([20]);
  });

  it("says whether the owner's shop works in metric, so the client's page gives square metres as the owner's screens do", async () => {
    const { cookie, share, headers } = await sharedJob();
    expect((await (await open(share.shareToken, headers)).json<{ metric: boolean }>()).metric).toBe(false);
    expect((await call("/api/account", { method: "PATCH", body: { lengthUnit: "cm" }, cookie })).status).toBe(200);
    expect((await (await open(share.shareToken, headers)).json<{ metric: boolean }>()).metric).toBe(true);
  });

  it("answers a tampered, an expired and a deactivated link with one and the same denial", async () => {
    const { cookie, share, job, headers } = await sharedJob();
    const tampered = `${share.shareToken.slice(0, -1)}${share.shareToken.endsWith("A") ? "B" : "A"}`;
    const answers = [await denial(await open(tampered, headers)), await denial(await open("short", headers))];

    await env.DB.prepare("update qr_shares set expires_at = ? where id = ?").bind(Date.now() - 1, share.id).run();
    answers.push(await denial(await open(share.shareToken, headers)));

    const second = await createShare(cookie, job.id);
    await call(`/api/qr-shares/${second.id}/deactivate`, { body: {}, cookie });
    answers.push(await denial(await open(second.shareToken, headers)));

    expect(answers).toEqual(Array(4).fill({ status: 404, message: SHARE_DENIED_TEXT }));
    expect((await viewCount(share.id)).view_count).toBe(0);
  });

  it("counts 20 parallel views from one address once and notes the view once in the job's activity", async () => {
    const { share, job, headers } = await sharedJob();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => open(share.shareToken, headers).then((response) => response.status)));
    expect(statuses).toEqual(Array(20).fill(200));
    const counted = await viewCount(share.id);
    expect(counted.view_count).toBe(1);
    expect(counted.last_accessed_at).toBeGreaterThan(Date.now() - 60_000);
    const views = await env.DB.prepare("select count(*) as n from activity_logs where job_id = ? and action = 'viewed_share_link'").bind(job.id).first<{ n: number }>();
    expect(views?.n).toBe(1);
  });

  it("limits unknown links per address with a 429", async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await open(`${"x".repeat(42)}${i % 10}`, headers)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
    const { share } = await sharedJob();
    expect((await open(share.shareToken, from())).status).toBe(200);
  });
});

describe("writes through a share link", () => {
  it("lets an edit link add a measurement signed with the visitor's name, exactly once", async () => {
    const { cookie, share, job, headers } = await sharedJob("edit");
    const id = crypto.randomUUID();
    const body = { contributorName: "Sam from Fleet Co", measurement: { ...hood, id, panel: "roof", label: "Roof" } };
    const first = await addThroughLink(share.shareToken, headers, body);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ measurement: { id, panel: "roof", squareFeet: 20 }, totalSquareFeet: 40 });
    expect((await addThroughLink(share.shareToken, headers, body)).status).toBe(201);
    expect((await addThroughLink(share.shareToken, headers, { ...body, measurement: { ...body.measurement, width: 10 } })).status).toBe(409);

    const owned = await (await call(`/api/jobs/${job.id}/measurements`, { cookie })).json<{ id: string }[]>();
    expect(owned.map((m) => m.id)).toContain(id);
    expect(owned).toHaveLength(2);
    const logged = await env.DB.prepare("select details from activity_logs where job_id = ? and action = 'added_measurement' order by rowid desc").bind(job.id).first<{ details: string }>();
    expect(logged?.details).toContain("added by Sam from Fleet Co through a share link");
  });

  it("refuses a measurement without a name or with bad values, and changes nothing", async () => {
    const { share, headers, cookie, job } = await sharedJob("edit");
    const noName = await addThroughLink(share.shareToken, headers, { contributorName: "  ", measurement: hood });
    expect(noName.status).toBe(400);
    expect(await errorMessage(noName)).toContain("Please enter your name");
    expect((await addThroughLink(share.shareToken, headers, { contributorName: "Sam", measurement: { ...hood, width: -1 } })).status).toBe(400);
    expect((await addThroughLink(share.shareToken, headers, { contributorName: "x".repeat(61), measurement: hood })).status).toBe(400);
    expect(await (await call(`/api/jobs/${job.id}/measurements`, { cookie })).json()).toHaveLength(1);
  });

  it("lets a view link write nothing, and a dead edit link no more", async () => {
    const { share, headers, cookie, job } = await sharedJob("view");
    const refused = await addThroughLink(share.shareToken, headers, { contributorName: "Sam", measurement: hood });
    expect(refused.status).toBe(403);
    const edit = await createShare(cookie, job.id, { accessLevel: "edit" });
    await call(`/api/qr-shares/${edit.id}/deactivate`, { body: {}, cookie });
    const dead = await addThroughLink(edit.shareToken, headers, { contributorName: "Sam", measurement: hood });
    expect(await denial(dead)).toEqual({ status: 404, message: SHARE_DENIED_TEXT });
    const measurement = (await (await call(`/api/jobs/${job.id}/measurements`, { cookie })).json<{ id: string }[]>())[0]!;
    expect((await call(`/api/jobs/${job.id}`, { method: "PATCH", body: { notes: "x" }, headers })).status).toBe(401);
    expect((await call(`/api/measurements/${measurement.id}`, { method: "DELETE", headers })).status).toBe(401);
    expect(await (await call(`/api/jobs/${job.id}/measurements`, { cookie })).json()).toHaveLength(1);
  });
});

describe("GET /api/shared/:token/photos/:photoId", () => {
  it("serves a job photo under a live link only, with its checked type", async () => {
    const { cookie, share, job, headers } = await sharedJob();
    const photoId = crypto.randomUUID();
    const key = `jobs/${job.id}/photos/${photoId}/original`;
    await env.FILES.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { httpMetadata: { contentType: "image/jpeg" } });
    await env.DB.prepare("insert into photos (id, job_id, storage_key, filename, caption, category, created_at) values (?, ?, ?, 'door.jpg', 'Driver door', 'progress', ?)")
      .bind(photoId, job.id, key, Date.now())
      .run();

    const view = await (await open(share.shareToken, headers)).json<{ photos: { url: string; caption: string; category: string }[] }>();
    expect(view.photos).toEqual([expect.objectContaining({ caption: "Driver door", category: "progress", url: `/api/shared/${share.shareToken}/photos/${photoId}` })]);
    const photo = await call(view.photos[0]!.url, { headers });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/jpeg");
    expect(photo.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    const revalidated = await call(view.photos[0]!.url, { headers: { ...headers, "If-None-Match": photo.headers.get("ETag")! } });
    expect(revalidated.status).toBe(304);

    const other = await createJob(cookie, { clientName: "Other" });
    const otherShare = await createShare(cookie, other.id);
    expect((await call(`/api/shared/${otherShare.shareToken}/photos/${photoId}`, { headers })).status).toBe(404);

    await call(`/api/qr-shares/${share.id}/deactivate`, { body: {}, cookie });
    expect(await denial(await call(view.photos[0]!.url, { headers }))).toEqual({ status: 404, message: SHARE_DENIED_TEXT });
  });
});

/** Every route a share link opens, with the link level it needs and a request that it answers. */
const LINK_ROUTES: Record<string, { needs: "view" | "edit"; request: (token: string) => { path: string; body?: unknown } }> = {
  "GET /api/shared/:token": { needs: "view", request: (token) => ({ path: `/api/shared/${token}` }) },
  "GET /api/shared/:token/report.pdf": { needs: "view", request: (token) => ({ path: `/api/shared/${token}/report.pdf?photos=none` }) },
  "GET /api/shared/:token/photos/:photoId/:size{thumb}?": { needs: "view", request: (token) => ({ path: `/api/shared/${token}/photos/${crypto.randomUUID()}/thumb` }) },
  "GET /api/shared/:token/files/:fileId/:serving{download|preview}": { needs: "view", request: (token) => ({ path: `/api/shared/${token}/files/${crypto.randomUUID()}/download` }) },
  "POST /api/shared/:token/proofs/:proofId/decision": { needs: "view", request: (token) => ({ path: `/api/shared/${token}/proofs/${crypto.randomUUID()}/decision`, body: { decision: "approved", name: "Sam" } }) },
  "POST /api/shared/:token/proofs/:proofId/marked-changes": { needs: "view", request: (token) => ({ path: `/api/shared/${token}/proofs/${crypto.randomUUID()}/marked-changes`, body: { name: "Sam" } }) },
  "GET /api/shared/:token/proofs/:proofId/marked": { needs: "view", request: (token) => ({ path: `/api/shared/${token}/proofs/${crypto.randomUUID()}/marked` }) },
  "POST /api/shared/:token/photos": { needs: "edit", request: (token) => ({ path: `/api/shared/${token}/photos`, body: {} }) },
  "POST /api/shared/:token/measurements": { needs: "edit", request: (token) => ({ path: `/api/shared/${token}/measurements`, body: { contributorName: "Sam", measurement: hood } }) },
};

describe("every share-link route", () => {
  it("has a case here", () => {
    const registered = app.routes.filter((route) => route.method !== "ALL" && route.path.startsWith("/api/shared/")).map((route) => `${route.method} ${route.path}`);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(LINK_ROUTES).sort());
  });

  it.each(Object.entries(LINK_ROUTES))("%s: a deactivated link is denied, a view link cannot write", async (name, { needs, request }) => {
    const method = name.split(" ")[0]!;
    const { cookie, share, headers } = await sharedJob("view");
    const send = (token: string) => {
      const { path, body } = request(token);
      return call(path, { method, body, headers });
    };
    const answered = await send(share.shareToken);
    if (needs === "edit") expect(answered.status, "view link on a write").toBe(403);
    else expect(answered.ok || (await answered.json<{ message?: string }>()).message !== SHARE_DENIED_TEXT, "view link is let in").toBe(true);
    await call(`/api/qr-shares/${share.id}/deactivate`, { body: {}, cookie });
    expect(await denial(await send(share.shareToken)), "deactivated").toEqual({ status: 404, message: SHARE_DENIED_TEXT });
  });
});

const linkPhotoForm = (file: Blob, name: string, fields: Record<string, string> = {}) => photoForm({ contributorName: "Sam", ...fields }, { photo: [file, name] });
const upload = (token: string, headers: Record<string, string>, form: FormData) => sendForm(`/api/shared/${token}/photos`, form, { headers });
const storedUnder = async (jobId: string) => (await storedKeys(`jobs/${jobId}/photos/`)).length;

describe("POST /api/shared/:token/photos", () => {
  it("lets an edit link add a real photo once, signed with the visitor's name, served back byte for byte", async () => {
    const { share, job, headers, cookie } = await sharedJob("edit");
    const id = crypto.randomUUID();
    const png = imageBytes("png");
    const form = () => linkPhotoForm(new Blob([png], { type: "image/png" }), "door.png", { id, caption: "Driver door", category: "progress" });
    const first = await upload(share.shareToken, headers, form());
    expect(first.status).toBe(201);
    const { photo } = await first.json<{ photo: { id: string; url: string; caption: string; category: string } }>();
    expect(photo).toMatchObject({ id, caption: "Driver door", category: "progress" });
    expect((await upload(share.shareToken, headers, form())).status).toBe(201);

    const served = await call(photo.url, { headers });
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const view = await (await open(share.shareToken, headers)).json<{ photos: unknown[] }>();
    expect(view.photos).toHaveLength(1);
    expect(await storedUnder(job.id), "the photo and its thumbnail").toBe(2);
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string; details: string }[]>();
    expect(activity.filter((entry) => entry.action === "uploaded_photo")).toEqual([
      expect.objectContaining({ details: expect.stringContaining("Driver door on Box truck wrap for Fleet Co, added by Sam through a share link") }),
    ]);

    const jpeg = await upload(share.shareToken, headers, linkPhotoForm(new Blob([imageBytes("jpeg")]), "IMG_0001.JPG"));
    expect(jpeg.status).toBe(201);
    expect((await jpeg.json<{ photo: { category: string } }>()).photo.category).toBe("general");
  });

  it.each([
    ["a text file declared as PNG", new Blob(["not a picture"], { type: "image/png" }), "fake.png", 415],
    ["an SVG", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: "image/svg+xml" }), "logo.svg", 415],
    ["a 13 MB file", new Blob([new Uint8Array(13 * 1024 * 1024)], { type: "image/jpeg" }), "huge.jpg", 413],
  ] as const)("refuses %s and stores nothing", async (_name, file, name, status) => {
    const { share, job, headers } = await sharedJob("edit");
    const response = await upload(share.shareToken, headers, linkPhotoForm(file, name));
    expect(response.status).toBe(status);
    expect(await storedUnder(job.id)).toBe(0);
    expect((await (await open(share.shareToken, headers)).json<{ photos: unknown[] }>()).photos).toEqual([]);
  });

  it("needs the visitor's name and an edit link", async () => {
    const edit = await sharedJob("edit");
    const unnamed = await upload(edit.share.shareToken, edit.headers, linkPhotoForm(new Blob([imageBytes("png")]), "a.png", { contributorName: "" }));
    expect(unnamed.status).toBe(400);
    expect(await errorMessage(unnamed)).toContain("Please enter your name");
    const view = await sharedJob("view");
    expect((await upload(view.share.shareToken, view.headers, linkPhotoForm(new Blob([imageBytes("png")]), "a.png"))).status).toBe(403);
    expect(await storedUnder(edit.job.id)).toBe(0);
    expect(await storedUnder(view.job.id)).toBe(0);
  });
});

describe("a marked-up photo behind a share link", () => {
  it("shows the annotated rendition, revalidated so it ends with the link, and the original once the markup is removed", async () => {
    const { share, job, headers, cookie } = await sharedJob("view");
    const created = await sendForm(`/api/jobs/${job.id}/photos`, photoForm(), { cookie });
    const photo = await created.json<{ id: string }>();
    await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { method: "PUT", cookie });

    const shown = await (await open(share.shareToken, headers)).json<{ photos: { url: string; thumbnailUrl: string }[] }>();
    const served = await call(shown.photos[0]!.url, { headers });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(imageBytes("jpeg"));
    expect(new Uint8Array(await (await call(shown.photos[0]!.thumbnailUrl, { headers })).arrayBuffer())).toEqual(imageBytes("jpeg"));
    expect(served.headers.get("Cache-Control")).toBe("private, no-cache");
    await call(`/api/photos/${photo.id}/markup?baseVersion=1`, { method: "DELETE", cookie });
    expect(new Uint8Array(await (await call(shown.photos[0]!.url, { headers })).arrayBuffer())).toEqual(imageBytes("png"));
  });
});
