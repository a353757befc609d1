import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, sessionCookie, signUp, uniqueUser } from "../test/http";

async function errorOf(response: Response) {
  return await response.json<{ message: string; code: string; requestId: string }>();
}

describe("POST /api/auth/signup", () => {
  it("creates the account, starts a session and returns the user without secrets", async () => {
    const user = uniqueUser();
    const response = await call("/api/auth/signup", { body: user });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ email: user.email, username: user.username, firstName: "Dana" });
    expect(text).not.toMatch(/scrypt|password|sid|sess/i);

    const cookie = sessionCookie(response);
    const me = await call("/api/auth/user", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email, lastName: "Reyes" });
  });

  it("stores only a scrypt hash of the password", async () => {
    const { user } = await signUp();
    const row = await env.DB.prepare("select password_hash from users where username = ?")
      .bind(user.username)
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(row?.password_hash).not.toContain(user.password);
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ username: "a".repeat(51) }, "Username too long"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
  ])("refuses %o with the spec's message", async (override, message) => {
    const response = await call("/api/auth/signup", { body: uniqueUser(override) });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.code).toBe("validation_failed");
    expect(body.message).toContain(message);
  });

  it("accepts a 50-character username and a 64-character password, names optional", async () => {
    const tag = Date.now().toString(36);
    const response = await call("/api/auth/signup", {
      body: { email: `long${tag}@example.com`, username: `u${tag}`.padEnd(50, "x"), password: "p".repeat(64) },
    });
    expect(response.status).toBe(201);
  });

  it("answers 409 for a duplicate email or username, whatever the case", async () => {
    const { user } = await signUp();
    const sameEmail = await call("/api/auth/signup", {
      body: uniqueUser({ email: user.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect((await errorOf(sameEmail)).message).toBe("An account with this email already exists.");

    const sameUsername = await call("/api/auth/signup", {
      body: uniqueUser({ username: user.username.toUpperCase() }),
    });
    expect(sameUsername.status).toBe(409);
    expect((await errorOf(sameUsername)).message).toBe("This username is already taken.");
  });

  it("answers malformed JSON, wrong types and huge bodies with a 4xx and creates nothing", async () => {
    const before = await env.DB.prepare("select count(*) as n from users").first<{ n: number }>();
    const malformed = await call("/api/auth/signup", { body: "{not json" });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toMatch(/JSON/i);

    const wrongTypes = await call("/api/auth/signup", { body: { email: 5, username: [], password: null } });
    expect(wrongTypes.status).toBe(400);

    const huge = await call("/api/auth/signup", { body: uniqueUser({ firstName: "x".repeat(2 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);

    const after = await env.DB.prepare("select count(*) as n from users").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("refuses id and authType sent by the client, making no account", async () => {
    const user = uniqueUser();
    const response = await call("/api/auth/signup", { body: { ...user, id: "chosen-id", authType: "external" } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("Unknown fields: id, authType");
    expect((await call("/api/auth/login", { body: { usernameOrEmail: user.username, password: user.password } })).status).toBe(401);
  });

  it("limits new accounts per network address to 20 an hour, leaving other addresses alone", async () => {
    const from = (address: string) =>
      call("/api/auth/signup", { body: uniqueUser(), headers: { "CF-Connecting-IP": address } });
    for (let i = 0; i < 20; i += 1) expect((await from("198.51.100.20")).status).toBe(201);
    const blocked = await from("198.51.100.20");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect((await errorOf(blocked)).message).toMatch(/^Too many accounts created from this network\. Try again in \d+ minutes\.$/);
    expect((await from("198.51.100.21")).status).toBe(201);
  });

  it("answers at most 10 taken-name clashes per address an hour, counted atomically, then 429 for every sign-up", async () => {
    const { user } = await signUp();
    const clash = () =>
      call("/api/auth/signup", { body: uniqueUser({ email: user.email }), headers: { "CF-Connecting-IP": "198.51.100.30" } });
    const answers = await Promise.all(Array.from({ length: 25 }, clash));
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);

    const fresh = await call("/api/auth/signup", { body: uniqueUser(), headers: { "CF-Connecting-IP": "198.51.100.30" } });
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect((await errorOf(fresh)).message).toMatch(/^Too many sign-up attempts .*\. Try again in \d+ minutes\.$/);
    const elsewhere = await call("/api/auth/signup", {
      body: uniqueUser({ username: user.username }),
      headers: { "CF-Connecting-IP": "198.51.100.31" },
    });
    expect(elsewhere.status).toBe(409);
  });

  it("gives back the sign-up allowance when a clash creates no account", async () => {
    const { user } = await signUp();
    const from = (body: Record<string, string>) => call("/api/auth/signup", { body, headers: { "CF-Connecting-IP": "198.51.100.32" } });
    for (let i = 0; i < 5; i += 1) expect((await from(uniqueUser({ username: user.username }))).status).toBe(409);
    const events = await env.DB.prepare("select count(*) as n from rate_limit_events where key = ?")
      .bind("signup:ip:198.51.100.32")
      .first<{ n: number }>();
    expect(events?.n).toBe(0);
  });
});
