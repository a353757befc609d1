import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";

const DAY = 24 * 60 * 60 * 1000;

async function signedInUser(cookie: string) {
  return (await call("/api/auth/user", { cookie })).json();
}

async function onlySessionOf(userId: string) {
  return env.DB.prepare("select sid, sess, expire from sessions where user_id = ?")
    .bind(userId)
    .first<{ sid: string; sess: string; expire: number }>();
}

describe("sessions", () => {
  it("GET /api/auth/user answers 200 with null when nobody is signed in, so a visitor's page logs no error", async () => {
    const response = await call("/api/auth/user");
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it("GET /api/auth/user answers the signed-in user", async () => {
    const { cookie, body } = await signUp();
    const response = await call("/api/auth/user", { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: body.id });
  });

  it("refuses a forged cookie: nobody is signed in, and other routes still answer 401", async () => {
    const cookie = "wp_session=forged-token-value";
    expect(await (await call("/api/auth/user", { cookie })).json()).toBeNull();
    const jobs = await call("/api/jobs", { cookie });
    expect(jobs.status).toBe(401);
    expect(await jobs.json()).toMatchObject({ message: "Unauthorized", code: "unauthorized" });
  });

  it("signs out: deletes the row, clears the cookie and redirects home", async () => {
    const { cookie, body } = await signUp();
    const response = await call("/api/logout", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/wp_session=;.*Max-Age=0/i);
    expect(await onlySessionOf(body.id)).toBeNull();
    expect(await signedInUser(cookie)).toBeNull();
  });

  it("expires a session whose sliding expiry has passed", async () => {
    const { cookie, body } = await signUp();
    await env.DB.prepare("update sessions set expire = ? where user_id = ?").bind(Date.now() - 1000, body.id).run();
    expect(await signedInUser(cookie)).toBeNull();
    expect(await onlySessionOf(body.id)).toBeNull();
  });

  it("slides the expiry forward at most once a day, renewing the cookie", async () => {
    const { cookie, body } = await signUp();
    const fresh = await call("/api/auth/user", { cookie });
    expect(fresh.headers.get("Set-Cookie")).toBeNull();

    const soon = Date.now() + 10 * DAY;
    await env.DB.prepare("update sessions set expire = ? where user_id = ?").bind(soon, body.id).run();
    const renewed = await call("/api/auth/user", { cookie });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get("Set-Cookie")).toMatch(/wp_session=/);
    const row = await onlySessionOf(body.id);
    expect(row!.expire).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("ends a session 90 days after sign-in however active it is", async () => {
    const { cookie, body } = await signUp();
    const old = JSON.stringify({ createdAt: Date.now() - 91 * DAY });
    await env.DB.prepare("update sessions set sess = ? where user_id = ?").bind(old, body.id).run();
    expect(await signedInUser(cookie)).toBeNull();
  });

  it("GET /api/login explains that no external provider is configured", async () => {
    const response = await call("/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?provider=unavailable");
  });
});

describe("Origin check", () => {
  it.each([
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["no Origin and a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
    ["no Origin at all", {}],
  ])("refuses a POST with %s", async (_label, headers: Record<string, string>) => {
    const response = await call("/api/auth/login", {
      body: { usernameOrEmail: "x", password: "y" },
      headers,
      withoutOrigin: !("Origin" in headers),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "forbidden_origin" });
  });

  it("accepts a same-origin fetch without an Origin header", async () => {
    const { user } = await signUp();
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch(
      new Request("http://localhost:8787/api/auth/login", {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
        body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
      }),
    );
    expect(response.status).toBe(200);
  });
});
