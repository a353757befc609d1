import { PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { invite } from "../test/team";
import { createJob, errorMessage } from "../test/jobs";
import { flatPng, imageBytes } from "../test/images";
import { readPdfResponse } from "../test/pdf-reading";
import { jpegBlob, sendForm, storedUnder } from "../test/photos";

type Account = {
  id: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  phone: string | null;
  logoUrl: string | null;
  authType: string;
  providers: unknown[];
  createdAt: string;
  preferences: { lengthUnit: string; rollWidth: number; wastePercentage: number; currency: string | null; laborRate: number | null };
};

const account = async (cookie: string) => (await call("/api/account", { cookie })).json<Account>();
const patch = (cookie: string, body: unknown) => call("/api/account", { method: "PATCH", body, cookie });

function logoForm(blob: Blob = jpegBlob(), name = "logo.jpg") {
  const form = new FormData();
  form.set("logo", blob, name);
  return form;
}

describe("GET /api/account", () => {
  it("answers the profile, how the account signs in, and the default preferences", async () => {
    const person = await signUp();
    const body = await account(person.cookie);
    expect(body).toMatchObject({
      id: person.body.id,
      email: person.user.email,
      username: person.user.username,
      firstName: "Dana",
      lastName: "Reyes",
      businessName: null,
      phone: null,
      logoUrl: null,
      authType: "local",
      providers: [],
      preferences: { lengthUnit: "in", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null },
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThan(0);
  });

  it("is 401 when signed out", async () => {
    expect((await call("/api/account")).status).toBe(401);
  });
});

describe("PATCH /api/account", () => {
  it("saves the profile and the defaults, clears a field sent blank, and writes one activity entry naming the changes", async () => {
    const person = await signUp();
    const response = await patch(person.cookie, {
      businessName: "  Reyes Wraps  ",
      phone: "+1 (555) 010-2030",
      lengthUnit: "cm",
      rollWidth: "54",
      wastePercentage: 15,
      currency: "CAD",
      laborRate: 85,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json<Account>();
    expect(body).toMatchObject({ businessName: "Reyes Wraps", phone: "+1 (555) 010-2030", preferences: { lengthUnit: "cm", rollWidth: 54, wastePercentage: 15, currency: "CAD", laborRate: 85 } });

    const cleared = await (await patch(person.cookie, { phone: "", laborRate: null, firstName: "Dana Maria" })).json<Account>();
    expect(cleared).toMatchObject({ phone: null, firstName: "Dana Maria", preferences: { laborRate: null, currency: "CAD" } });

    const entries = await env.DB.prepare("select action, details from activity_logs where user_id = ? order by timestamp").bind(person.body.id).all<{ action: string; details: string }>();
    expect(entries.results.map((entry) => entry.details)).toEqual([
      "Changed business name, phone, length unit, default roll width, default waste, currency, labour rate",
      "Changed first name, phone, labour rate",
    ]);
  });

  it.each([
    [{ email: "not-an-email" }, "email: Please enter a valid email address"],
    [{ email: "" }, "email: Please enter a valid email address"],
    [{ businessName: "x".repeat(101) }, "businessName: Must be 100 characters or fewer"],
    [{ phone: "call me maybe" }, "phone: Phone may use digits"],
    [{ rollWidth: 0 }, "rollWidth: Roll width must be at least 1 in"],
    [{ rollWidth: "wide" }, "rollWidth: Roll width must be a number"],
    [{ wastePercentage: 101 }, "wastePercentage: Waste must be between 0 and 100%"],
    [{ lengthUnit: "yd" }, "lengthUnit: Length unit must be"],
    [{ currency: "dollars" }, "currency: Currency must be a three-letter code"],
    [{ laborRate: -1 }, "laborRate: Labour rate must be 0 or more"],
    [{ username: "new-name" }, "Unknown field: username"],
    [{ firstName: 7 }, "firstName:"],
  ])("refuses %j with a clear message and changes nothing", async (body, message) => {
    const person = await signUp();
    const before = await account(person.cookie);
    const response = await patch(person.cookie, body);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
    expect(await account(person.cookie)).toEqual(before);
  });

  it("moves the account to a new email, which signs in from then on; an email taken in any letter case is a 409", async () => {
    const person = await signUp();
    const other = await signUp();
    const taken = await patch(person.cookie, { email: other.user.email.toUpperCase(), currentPassword: person.user.password });
    expect(taken.status).toBe(409);
    expect(await errorMessage(taken)).toBe("An account with this email already exists.");

    const fresh = `moved-${person.user.username}@Example.com`;
    const moved = await (await patch(person.cookie, { email: fresh, currentPassword: person.user.password })).json<Account>();
    expect(moved.email).toBe(fresh.toLowerCase());
    const login = await call("/api/auth/login", { body: { usernameOrEmail: fresh, password: person.user.password } });
    expect(login.status).toBe(200);
  });

  it("gives a free email to one of two accounts asking for it at once; the other gets the 409 and keeps its own", async () => {
    const [first, second] = await Promise.all([signUp(), signUp()]);
    const wanted = `race-${first.user.username}@example.com`;
    const answers = await Promise.all([
      patch(first.cookie, { email: wanted, currentPassword: first.user.password }),
      patch(second.cookie, { email: wanted, currentPassword: second.user.password }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const emails = [(await account(first.cookie)).email, (await account(second.cookie)).email];
    expect(emails.filter((email) => email === wanted)).toHaveLength(1);
    expect(emails).toContain(answers[0].status === 200 ? second.user.email : first.user.email);
  });

  it("moves the email only with the current password, so a phone left signed in cannot hand the account over", async () => {
    const person = await signUp();
    const fresh = `taken-over-${person.user.username}@example.com`;
    const without = await patch(person.cookie, { email: fresh });
    expect(without.status).toBe(400);
    expect(await errorMessage(without)).toBe("currentPassword: Enter your current password");
    const wrong = await patch(person.cookie, { email: fresh, currentPassword: "not-the-password-1" });
    expect(wrong.status).toBe(403);
    expect(await errorMessage(wrong)).toBe("The current password is not right.");
    expect((await account(person.cookie)).email).toBe(person.user.email);
    expect((await patch(person.cookie, { firstName: "Dana" })).status).toBe(200);
  });

  it("drops invitations waiting for the old email, so whoever takes that address next cannot accept them", async () => {
    const owner = await signUp();
    const person = await signUp();
    const oldEmail = person.user.email;
    const invitation = await invite(owner, oldEmail, "admin");
    expect((await patch(person.cookie, { email: `moved-${person.user.username}@example.com`, currentPassword: person.user.password })).status).toBe(200);

    const newcomer = await signUp({ email: oldEmail });
    expect(await (await call("/api/team/invitations/received", { cookie: newcomer.cookie })).json()).toEqual([]);
    expect((await call(`/api/team/invitations/${invitation.id}/accept`, { body: { code: invitation.code }, cookie: newcomer.cookie })).status).toBe(404);
    const team = await (await call("/api/team", { cookie: owner.cookie })).json<{ invitations: { email: string }[] }>();
    expect(team.invitations.map((invitation) => invitation.email)).not.toContain(oldEmail);
  });

  it("keeps the same email without a clash with itself", async () => {
    const person = await signUp();
    expect((await patch(person.cookie, { email: person.user.email.toUpperCase() })).status).toBe(200);
    expect((await account(person.cookie)).email).toBe(person.user.email);
  });
});

describe("the business logo", () => {
  it("is stored under the user's prefix, served only to its owner, replaced without leaving the old object, and removed", async () => {
    const person = await signUp();
    const stranger = await signUp();
    const upload = await sendForm("/api/account/logo", logoForm(), { method: "PUT", cookie: person.cookie });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { logoUrl } = await upload.json<Account>();
    expect(logoUrl).toMatch(/^\/api\/account\/logo\?v=[0-9a-f-]{36}$/);
    expect(await storedUnder(`users/${person.body.id}/`)).toHaveLength(1);

    const served = await call(logoUrl!, { cookie: person.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await call(logoUrl!, { cookie: stranger.cookie })).status, "a stranger asks for their own, which they have not").toBe(404);
    expect((await call(logoUrl!)).status).toBe(401);

    const again = await (await sendForm("/api/account/logo", logoForm(), { method: "PUT", cookie: person.cookie })).json<Account>();
    expect(again.logoUrl).not.toBe(logoUrl);
    expect(await storedUnder(`users/${person.body.id}/`)).toHaveLength(1);

    const removed = await call("/api/account/logo", { method: "DELETE", cookie: person.cookie });
    expect((await removed.json<Account>()).logoUrl).toBeNull();
    expect(await storedUnder(`users/${person.body.id}/`)).toEqual([]);
  });

  it.each([
    ["a text file named .png", new Blob(["not an image"], { type: "image/png" }), "logo.png", 415],
    ["a truncated JPEG", new Blob([imageBytes("jpeg").slice(0, 400)], { type: "image/jpeg" }), "cut.jpg", 422],
  ])("refuses %s and keeps what was there", async (_label, blob, name, status) => {
    const person = await signUp();
    const response = await sendForm("/api/account/logo", logoForm(blob, name), { method: "PUT", cookie: person.cookie });
    expect(response.status).toBe(status);
    expect((await account(person.cookie)).logoUrl).toBeNull();
    expect(await storedUnder(`users/${person.body.id}/`)).toEqual([]);
  });

  it("refuses a logo wider than its long-edge limit in the user's words, naming the file and its size", async () => {
    const person = await signUp();
    const wide = new Blob([await flatPng(2001, 10)], { type: "image/png" });
    const response = await sendForm("/api/account/logo", logoForm(wide, "banner.png"), { method: "PUT", cookie: person.cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("banner.png is 2001 x 10 pixels; a logo can be at most 2000 pixels on its long edge.");
    expect((await account(person.cookie)).logoUrl).toBeNull();
  });

  it("goes with the business name and phone onto the job report and the quote", async () => {
    const person = await signUp();
    await patch(person.cookie, { businessName: "Reyes Wrap Studio", phone: "+1 555 0199" });
    const job = await createJob(person.cookie, { clientName: "Acme" });
    await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 200 }, cookie: person.cookie });

    const plain = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf`, { cookie: person.cookie }));
    expect(plain.text).toContain("Reyes Wrap Studio");
    expect(plain.text).toContain("+1 555 0199");
    expect(plain.text).not.toContain("Dana Reyes");

    await sendForm("/api/account/logo", logoForm(), { method: "PUT", cookie: person.cookie });
    const quote = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf`, { cookie: person.cookie }));
    expect(quote.images - plain.images).toBe(1);
    const report = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf?photos=none`, { cookie: person.cookie }));
    expect(report.text).toContain("Reyes Wrap Studio");
    expect(report.images).toBe(1);
  }, 60_000);

  it("keeps a transparent logo transparent in the PDF (a soft mask), instead of the black a JPEG would give it", async () => {
    const person = await signUp();
    const job = await createJob(person.cookie, { clientName: "Acme" });
    const logo = await flatPng(120, 48, 6);
    expect((await sendForm("/api/account/logo", logoForm(new Blob([logo], { type: "image/png" }), "logo.png"), { method: "PUT", cookie: person.cookie })).status).toBe(200);
    const report = await call(`/api/jobs/${job.id}/report.pdf?photos=none`, { cookie: person.cookie });
    const doc = await PDFDocument.load(new Uint8Array(await report.arrayBuffer()));
    const masked = doc.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("SMask")) !== undefined);
    expect(masked).toHaveLength(1);
  }, 60_000);
});
