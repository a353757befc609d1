import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { completedBackup, settledBackup } from "../test/backups";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { jpegBlob, sendForm, uploadPhoto } from "../test/photos";
import { createShare } from "../test/shares";
import { type Person, formTeam, invite, shareJobWith, teamOfThree } from "../test/team";

const remove = (cookie: string, body: unknown) => call("/api/account", { method: "DELETE", body, cookie });
const signedIn = async (cookie: string) => (await (await call("/api/auth/user", { cookie })).json()) !== null;

/** Every row of every table (sqlite_master, so a table added later is walked too) that mentions any of the needles. */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const tables = await env.DB.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations'").all<{ name: string }>();
  expect(tables.results.length).toBeGreaterThan(15);
  const found: string[] = [];
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`select * from "${name}"`).all();
    for (const row of rows.results) {
      const text = JSON.stringify(row).toLowerCase();
      if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push(`${name}: ${JSON.stringify(row)}`);
    }
  }
  return found;
}

async function objectsMentioning(needles: string[]): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.filter((key) => needles.some((needle) => key.includes(needle)));
}

/** An account with something in every place an account reaches: jobs and their records and files, a link, a backup, a logo, devices, a team, a share, activity. */
async function busyAccount(teamOwner: Person) {
  const person = await signUp();
  const job = await createJob(person.cookie, { clientName: "Acme", notes: "Wrap the van" });
  await addMeasurement(person.cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
  await uploadPhoto(person.cookie, job.id, { caption: "Door" });
  await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 200 }, cookie: person.cookie });
  await createShare(person.cookie, job.id, { accessLevel: "view", expiresInDays: 7 });
  await completedBackup(person.cookie, job.id, "job");
  const accountExport = await (await call("/api/account/export", { body: {}, cookie: person.cookie })).json<{ id: string }>();
  expect((await settledBackup(person.cookie, accountExport.id)).status).toBe("completed");
  const logo = new FormData();
  logo.set("logo", jpegBlob(), "logo.jpg");
  await sendForm("/api/account/logo", logo, { method: "PUT", cookie: person.cookie });
  await call("/api/account", { method: "PATCH", body: { businessName: "Acme Wraps", laborRate: 80 }, cookie: person.cookie });
  await call("/api/auth/login", { body: { usernameOrEmail: person.user.email, password: person.user.password } });
  const members = await formTeam(teamOwner, [{ person, role: "installer" }]);
  const ownersJob = await createJob(teamOwner.cookie, { clientName: "Team job" });
  await shareJobWith(teamOwner, ownersJob.id, person.body.id, "edit");
  await addMeasurement(person.cookie, ownersJob.id, { jobType: "vehicle", panel: "roof", width: 100, height: 72 });
  await shareJobWith(person, job.id, teamOwner.body.id, "view");
  return { person, job, memberId: members[person.body.id]! };
}

describe("DELETE /api/account", () => {
  it("removes every row and every stored object of the account, signs the browser out, and frees the email and username", async () => {
    const teamOwner = await signUp();
    const { person, job } = await busyAccount(teamOwner);
    const needles = [person.body.id, person.user.email, person.user.username, job.id];
    expect((await rowsMentioning(needles)).length).toBeGreaterThan(10);
    expect((await objectsMentioning([person.body.id, job.id])).length).toBeGreaterThanOrEqual(4);

    const response = await remove(person.cookie, { password: person.user.password, confirmation: "DELETE" });
    expect(response.status, await response.clone().text()).toBe(204);
    expect(response.headers.get("Set-Cookie")).toMatch(/wp_session=;.*Max-Age=0/i);
    expect(response.headers.get("Clear-Site-Data")).toBe('"cache"');

    expect(await rowsMentioning(needles)).toEqual([]);
    expect(await objectsMentioning([person.body.id, job.id])).toEqual([]);
    expect(await signedIn(person.cookie)).toBe(false);
    expect((await call("/api/team", { cookie: teamOwner.cookie })).status).toBe(200);
    expect(await signedIn(teamOwner.cookie)).toBe(true);

    const again = await call("/api/auth/signup", { body: person.user, headers: { "CF-Connecting-IP": "198.19.200.1" } });
    expect(again.status, await again.clone().text()).toBe(201);
  }, 60_000);

  it.each([
    [{ password: "wrong-password", confirmation: "DELETE" }, 403, "The password is not right."],
    [{ confirmation: "DELETE" }, 400, "password: Enter your password"],
    [{ password: "x", confirmation: "delete" }, 400, "confirmation: Type DELETE to confirm"],
    [{ password: "x" }, 400, "confirmation: Type DELETE to confirm"],
  ])("refuses %j and deletes nothing", async (body, status, message) => {
    const person = await signUp();
    const job = await createJob(person.cookie, { clientName: "Kept" });
    const response = await remove(person.cookie, body);
    expect(response.status).toBe(status);
    expect(await errorMessage(response)).toContain(message);
    expect(await signedIn(person.cookie)).toBe(true);
    expect((await call(`/api/jobs/${job.id}`, { cookie: person.cookie })).status).toBe(200);
  });

  it("stops password guesses after five tries in an hour", async () => {
    const person = await signUp();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await remove(person.cookie, { password: `guess-${attempt}`, confirmation: "DELETE" })).status).toBe(403);
    const limited = await remove(person.cookie, { password: person.user.password, confirmation: "DELETE" });
    expect(limited.status).toBe(429);
    expect(await signedIn(person.cookie)).toBe(true);
  });

  it("is 401 when signed out", async () => {
    expect((await remove("", { password: "x", confirmation: "DELETE" })).status).toBe(401);
  });
});

describe("the deleted account's email in others' history", () => {
  it("is replaced where it stands whole, and left inside a longer address it is part of", async () => {
    const owner = await signUp();
    const tag = crypto.randomUUID().slice(0, 8);
    const person = await signUp({ email: `ann${tag}@shop.test` });
    await invite(owner, `ann${tag}@shop.test`);
    await invite(owner, `joann${tag}@shop.test`);
    await invite(owner, `ann${tag}@shop.test.uk`);
    expect((await remove(person.cookie, { password: person.user.password, confirmation: "DELETE" })).status).toBe(204);
    const entries = await env.DB.prepare("select details from activity_logs where owner_id = ? and action = 'invited_member' order by details").bind(owner.body.id).all<{ details: string }>();
    expect(entries.results.map((entry) => entry.details.replace(/ to .*/, ""))).toEqual(["Invited a deleted account", `Invited ann${tag}@shop.test.uk`, `Invited joann${tag}@shop.test`]);
  });
});

describe("deleting an account that owns a team", () => {
  it("is refused while others are on it; handing it to an admin lets the account go and the team stays with its new owner", async () => {
    const { owner, admin, other: installer, members } = await teamOfThree("installer");
    const refused = await remove(owner.cookie, { password: owner.user.password, confirmation: "DELETE" });
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toMatch(/Hand the team over or dissolve it first/);

    const notAdmin = await call("/api/team/transfer", { body: { memberId: members[installer.body.id] }, cookie: owner.cookie });
    expect(notAdmin.status).toBe(409);
    expect((await call("/api/team/transfer", { body: { memberId: members[admin.body.id] }, cookie: installer.cookie })).status).toBe(403);

    const handed = await call("/api/team/transfer", { body: { memberId: members[admin.body.id] }, cookie: owner.cookie });
    expect(handed.status, await handed.clone().text()).toBe(200);
    const overview = await (await call("/api/team", { cookie: admin.cookie })).json<{ myRole: string; team: { ownerId: string } }>();
    expect(overview).toMatchObject({ myRole: "owner", team: { ownerId: admin.body.id } });

    expect((await remove(owner.cookie, { password: owner.user.password, confirmation: "DELETE" })).status).toBe(204);
    const after = await (await call("/api/team", { cookie: installer.cookie })).json<{ members: { userId: string }[] }>();
    expect(after.members.map((member) => member.userId).sort()).toEqual([admin.body.id, installer.body.id].sort());
  });

  it("goes once the owner dissolves the team, which ends every membership and the shares between members", async () => {
    const owner = await signUp();
    const installer = await signUp();
    await formTeam(owner, [{ person: installer, role: "installer" }]);
    const job = await createJob(owner.cookie, { clientName: "Shared" });
    await shareJobWith(owner, job.id, installer.body.id, "view");
    expect((await call("/api/team", { method: "DELETE", cookie: installer.cookie })).status).toBe(403);

    expect((await call("/api/team", { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect((await (await call("/api/team", { cookie: installer.cookie })).json<{ team: unknown }>()).team).toBeNull();
    expect((await call(`/api/jobs/${job.id}`, { cookie: installer.cookie })).status).toBe(404);
    expect((await remove(owner.cookie, { password: owner.user.password, confirmation: "DELETE" })).status).toBe(204);
  });
});

describe("an account without a password", () => {
  /** An account made through a provider, signed in with a session whose last provider sign-in was `reauthAgoMs` ago. */
  async function providerAccount(reauthAgoMs: number | null) {
    const id = crypto.randomUUID();
    const now = Date.now();
    await env.DB.prepare("insert into users (id, email, username, auth_type, external_id, created_at, updated_at) values (?, ?, ?, 'external', ?, ?, ?)")
      .bind(id, `${id}@provider.example`, `p-${id.slice(0, 8)}`, `https://id.example|${id}`, now, now)
      .run();
    const token = crypto.randomUUID();
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const sid = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    const sess = { createdAt: now, ...(reauthAgoMs === null ? {} : { reauthAt: now - reauthAgoMs }) };
    await env.DB.prepare("insert into sessions (sid, user_id, sess, expire) values (?, ?, ?, ?)").bind(sid, id, JSON.stringify(sess), now + 86_400_000).run();
    return { id, cookie: `wp_session=${token}` };
  }

  it("sets a first password without a current one, within ten minutes of a provider sign-in", async () => {
    const account = await providerAccount(2 * 60_000);
    expect((await call("/api/account/password", { body: { newPassword: "first-secret" }, cookie: account.cookie })).status).toBe(204);
    expect((await (await call("/api/account", { cookie: account.cookie })).json<{ hasPassword: boolean }>()).hasPassword).toBe(true);
  });

  it.each([
    ["no provider sign-in in this session", null],
    ["a provider sign-in 11 minutes ago", 11 * 60_000],
  ])("is deleted only after a fresh provider sign-in: refused with %s", async (_label, ago) => {
    const account = await providerAccount(ago);
    const response = await remove(account.cookie, { confirmation: "DELETE" });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toMatch(/confirm it's you with your provider/);
    expect(await signedIn(account.cookie)).toBe(true);
  });

  it("is deleted within ten minutes of a provider sign-in", async () => {
    const account = await providerAccount(2 * 60_000);
    expect((await remove(account.cookie, { confirmation: "DELETE" })).status).toBe(204);
    expect(await rowsMentioning([account.id])).toEqual([]);
  });
});
