import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp, uniqueUser } from "../test/http";
import { imageBytes } from "../test/images";
import { createJob, errorMessage } from "../test/jobs";
import { type PhotoBody, markupForm, photoForm, sendForm, storedUnder, uploadPhoto } from "../test/photos";
import { createShare } from "../test/shares";
import { invite } from "../test/team";

const reorders = (code: string) => `Contains a hidden character (${code}) that changes the order text is shown in; retype this text without it`;
const control = (code: string) => `Contains a hidden control character (${code}); retype this text without it`;

/** One spoofing sample per kind of hidden character, with the message that refuses it. */
const SPOOFS = [
  ["a bidi override", "Invoice\u202Egnp.exe", reorders("U+202E")],
  ["a bidi isolate", "Acme\u2067Co", reorders("U+2067")],
  ["a C0 control", "Acme\u0007Co", control("U+0007")],
  ["DEL", "Acme\u007FCo", control("U+007F")],
  ["a C1 control", "Acme\u009BCo", control("U+009B")],
] as const;

const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };
let address = 0;
const from = () => ({ "CF-Connecting-IP": `198.19.77.${++address}` });
const count = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())!.n;
const activityOf = async (cookie: string, jobId: string) =>
  (await (await call(`/api/jobs/${jobId}/activity`, { cookie })).json<{ action: string; details: string }[]>()).map((entry) => entry.details);

describe("sign-up names", () => {
  it.each(SPOOFS)("refuses %s in a first or last name and makes no account", async (_kind, value, message) => {
    for (const field of ["firstName", "lastName"]) {
      const user = uniqueUser({ [field]: value });
      const response = await call("/api/auth/signup", { body: user, headers: from() });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(`${field}: ${message}`);
      expect(await count("select count(*) as n from users where email = ?", user.email)).toBe(0);
    }
  });

  it("turns line breaks and tabs pasted into a name into single spaces", async () => {
    const { body } = await signUp({ firstName: "Dana\r\n  Lee", lastName: "Reyes\u2028Ortiz\tJr" });
    expect(body).toMatchObject({ firstName: "Dana Lee", lastName: "Reyes Ortiz Jr" });
  });
});

describe("job text", () => {
  it.each(SPOOFS)("refuses %s in one-line fields and notes, and stores or changes nothing", async (_kind, value, message) => {
    const { cookie } = await signUp();
    for (const field of ["clientName", "jobName", "location", "vehicleMake"]) {
      const response = await call("/api/jobs", { cookie, body: { clientName: "Acme", [field]: value } });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(`${field}: ${message}`);
    }
    const notes = await call("/api/jobs", { cookie, body: { clientName: "Acme", notes: `Gate code\n${value}` } });
    expect(await errorMessage(notes)).toBe(`notes: ${message}`);
    expect((await (await call("/api/jobs", { cookie })).json<{ items: unknown[] }>()).items).toEqual([]);

    const job = await createJob(cookie, { clientName: "Acme", jobName: "Box truck", notes: "Gate code 4321" });
    for (const body of [{ jobName: value }, { notes: value }]) {
      const edit = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body });
      expect(edit.status).toBe(400);
      expect(await errorMessage(edit)).toBe(`${Object.keys(body)[0]}: ${message}`);
    }
    const stored = await (await call(`/api/jobs/${job.id}`, { cookie })).json<{ jobName: string; notes: string }>();
    expect(stored).toMatchObject({ jobName: "Box truck", notes: "Gate code 4321" });
    const jobs = await (await call("/api/jobs", { cookie })).json<{ items: unknown[] }>();
    expect(jobs.items).toHaveLength(1);
  });

  it("keeps one-line fields on one line and notes' line breaks as \\n", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme\nFleet", jobName: "Box\r\ntruck\u2029wrap", notes: "Gate code\r\n4321\rRing twice\u2028Thanks\n\tBack lot" });
    expect(job).toMatchObject({ clientName: "Acme Fleet", jobName: "Box truck wrap", notes: "Gate code\n4321\nRing twice\nThanks\n\tBack lot" });
  });
});

describe("measurement text", () => {
  it.each(SPOOFS)("refuses %s in a label or notes, on create and edit, and changes nothing", async (_kind, value, message) => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    for (const field of ["label", "notes"]) {
      const response = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: { ...hood, [field]: value } });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(`${field}: ${message}`);
    }
    expect(await count("select count(*) as n from measurements where job_id = ?", job.id)).toBe(0);

    const made = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: { ...hood, label: "Hood", notes: "Dent" } });
    const { measurement } = await made.json<{ measurement: { id: string } }>();
    for (const field of ["label", "notes"]) {
      const edit = await call(`/api/measurements/${measurement.id}`, { method: "PATCH", cookie, body: { [field]: value } });
      expect(edit.status).toBe(400);
      expect(await errorMessage(edit)).toBe(`${field}: ${message}`);
    }
    expect(await env.DB.prepare("select label, notes from measurements where id = ?").bind(measurement.id).first()).toEqual({ label: "Hood", notes: "Dent" });
  });

  it("joins a label's lines with spaces and keeps the notes' lines", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const made = await call(`/api/jobs/${job.id}/measurements`, { cookie, body: { ...hood, label: "Hood\r\nleft", notes: "Dent\r\nnear latch" } });
    expect((await made.json<{ measurement: unknown }>()).measurement).toMatchObject({ label: "Hood left", notes: "Dent\nnear latch" });
  });
});

describe("photo text", () => {
  it.each(SPOOFS)("refuses %s in a caption, stores no photo, and refuses it on edit", async (_kind, value, message) => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const response = await sendForm(`/api/jobs/${job.id}/photos`, photoForm({ caption: value }), { cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(`caption: ${message}`);
    expect(await count("select count(*) as n from photos where job_id = ?", job.id)).toBe(0);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);

    const photo = await (await sendForm(`/api/jobs/${job.id}/photos`, photoForm({ caption: "Door" }), { cookie })).json<PhotoBody>();
    const edit = await call(`/api/photos/${photo.id}`, { method: "PATCH", cookie, body: { caption: value } });
    expect(edit.status).toBe(400);
    expect(await errorMessage(edit)).toBe(`caption: ${message}`);
    expect(await env.DB.prepare("select caption from photos where id = ?").bind(photo.id).first()).toEqual({ caption: "Door" });
  });

  it("puts a caption on one line", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const response = await sendForm(`/api/jobs/${job.id}/photos`, photoForm({ caption: "Driver\r\ndoor" }), { cookie });
    expect((await response.json<PhotoBody>()).caption).toBe("Driver door");
  });

  it("drops hidden characters from the file name the device gave, rather than refuse the photo", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const files = { photo: [new Blob([imageBytes("png")], { type: "image/png" }), "door\u202Egnp.\u0007exe\u009B\u2066.png"] as [Blob, string] };
    const response = await sendForm(`/api/jobs/${job.id}/photos`, photoForm({}, files), { cookie });
    expect(response.status).toBe(201);
    const { id } = await response.json<PhotoBody>();
    expect(await env.DB.prepare("select filename from photos where id = ?").bind(id).first()).toEqual({ filename: "doorgnp.exe.png" });
  });
});

describe("markup text", () => {
  it.each(SPOOFS)("refuses %s in a text mark and keeps the photo unmarked", async (_kind, value, message) => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const photo = await uploadPhoto(cookie, job.id);
    const mark = { id: "t1", type: "text", color: "#ef4444", size: 3, x: 2, y: 2, rotation: 0, scaleX: 1, scaleY: 1, text: value };
    const response = await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0, [mark]), { cookie, method: "PUT" });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(`markup.shapes.0.text: ${message}`);
    expect(await env.DB.prepare("select markup, markup_version as version from photos where id = ?").bind(photo.id).first()).toEqual({ markup: null, version: 0 });
  });
});

describe("team name", () => {
  it.each(SPOOFS)("refuses %s and keeps the old name", async (_kind, value, message) => {
    const owner = await signUp();
    await invite(owner, uniqueUser().email);
    await call("/api/team", { method: "PATCH", cookie: owner.cookie, body: { name: "Shore Wraps" } });
    const response = await call("/api/team", { method: "PATCH", cookie: owner.cookie, body: { name: value } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(`name: ${message}`);
    const overview = await (await call("/api/team", { cookie: owner.cookie })).json<{ team: { name: string } }>();
    expect(overview.team.name).toBe("Shore Wraps");
  });

  it("puts a pasted name on one line", async () => {
    const owner = await signUp();
    await invite(owner, uniqueUser().email);
    const response = await call("/api/team", { method: "PATCH", cookie: owner.cookie, body: { name: "Shore\nWraps" } });
    expect(await response.json()).toMatchObject({ name: "Shore Wraps" });
  });
});

describe("contributor names through a share link", () => {
  async function editLink() {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Box truck" });
    const share = await createShare(owner.cookie, job.id, { accessLevel: "edit" });
    return { cookie: owner.cookie, job, token: share.shareToken, headers: from() };
  }

  it.each(SPOOFS)("refuses %s in the name on a measurement or a photo, and adds nothing", async (_kind, value, message) => {
    const { cookie, job, token, headers } = await editLink();
    const measurement = await call(`/api/shared/${token}/measurements`, { headers, body: { contributorName: value, measurement: hood } });
    expect(measurement.status).toBe(400);
    expect(await errorMessage(measurement)).toBe(`contributorName: ${message}`);

    const photo = await sendForm(`/api/shared/${token}/photos`, photoForm({ contributorName: value }), { headers });
    expect(photo.status).toBe(400);
    expect(await errorMessage(photo)).toBe(`contributorName: ${message}`);

    expect(await count("select count(*) as n from measurements where job_id = ?", job.id)).toBe(0);
    expect(await count("select count(*) as n from photos where job_id = ?", job.id)).toBe(0);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect((await activityOf(cookie, job.id)).filter((details) => details.includes("share link"))).toEqual([]);
  });

  it("signs a contribution with the name on one line", async () => {
    const { cookie, job, token, headers } = await editLink();
    const measurement = await call(`/api/shared/${token}/measurements`, { headers, body: { contributorName: "Sam\nfrom Fleet Co", measurement: { ...hood, label: "Roof\r\nfront" } } });
    expect(measurement.status).toBe(201);
    expect((await measurement.json<{ measurement: { label: string } }>()).measurement.label).toBe("Roof front");
    const photo = await sendForm(`/api/shared/${token}/photos`, photoForm({ contributorName: "Sam\r\nKim", caption: "Rear\ndoor" }), { headers });
    expect((await photo.json<{ photo: { caption: string } }>()).photo.caption).toBe("Rear door");
    const details = await activityOf(cookie, job.id);
    expect(details).toEqual(expect.arrayContaining([expect.stringContaining("added by Sam from Fleet Co through a share link"), expect.stringContaining("added by Sam Kim through a share link")]));
  });
});

describe("VINs", () => {
  it("checks the characters as typed, so a ß is not read as SS", async () => {
    const { cookie } = await signUp();
    const short = await call("/api/jobs", { cookie, body: { clientName: "Acme", vehicleVin: "1HGCM82633A0043ß" } });
    expect(short.status).toBe(400);
    expect(await errorMessage(short)).toBe("vehicleVin: VIN must be exactly 17 characters");
    const full = await call("/api/jobs", { cookie, body: { clientName: "Acme", vehicleVin: "1HGCM82633A00435ß" } });
    expect(full.status).toBe(400);
    expect(await errorMessage(full)).toBe("vehicleVin: VIN contains invalid characters (I, O, Q not allowed)");
    const ligature = await call("/api/jobs", { cookie, body: { clientName: "Acme", vehicleVin: "1HGCM82633A00435\uFB01" } });
    expect(ligature.status).toBe(400);
    expect((await (await call("/api/jobs", { cookie })).json<{ items: unknown[] }>()).items).toEqual([]);

    const typed = await createJob(cookie, { clientName: "Acme", vehicleVin: "1hgcm82633a004352" });
    expect(typed.vehicleVin).toBe("1HGCM82633A004352");
    const lowerO = await call(`/api/jobs/${typed.id}`, { method: "PATCH", cookie, body: { vehicleVin: "1hgcm82633a0o4352" } });
    expect(await errorMessage(lowerO)).toBe("vehicleVin: VIN contains invalid characters (I, O, Q not allowed)");
  });

  it("refuses a ß in the VIN decode path rather than look up its upper-cased form", async () => {
    const { cookie } = await signUp();
    const response = await call(`/api/vin/${encodeURIComponent("1HGCM82633A0043ß")}`, { cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("vin: Please enter a valid 17-character VIN number");
  });
});
