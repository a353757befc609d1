import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, sessionCookie, signUp } from "../test/http";

function login(usernameOrEmail: string, password: string, address = "203.0.113.1") {
  return call("/api/auth/login", { body: { usernameOrEmail, password }, headers: { "CF-Connecting-IP": address } });
}

describe("POST /api/auth/login", () => {
  it("signs in by username and by email, case-insensitively, with a new token each time", async () => {
    const { user } = await signUp();
    const byName = await login(user.username.toUpperCase(), user.password);
    expect(byName.status).toBe(200);
    const byEmail = await login(user.email, user.password);
    expect(byEmail.status).toBe(200);
    expect(sessionCookie(byName)).not.toBe(sessionCookie(byEmail));
    expect(await byEmail.json()).toMatchObject({ username: user.username });
  });

  it("ends the session the browser held when it signs in again, so it no longer signs anything in or lists as a device", async () => {
    const { user, cookie } = await signUp();
    const again = await call("/api/auth/login", { body: { usernameOrEmail: user.email, password: user.password }, cookie });
    expect(again.status).toBe(200);
    expect(await (await call("/api/auth/user", { cookie })).json()).toBeNull();
    const sessions = await (await call("/api/account/sessions", { cookie: sessionCookie(again) })).json<unknown[]>();
    expect(sessions).toHaveLength(1);
  });

  it("sets an HttpOnly, SameSite=Lax cookie on / whose token is not stored in clear", async () => {
    const { user } = await signUp();
    const response = await login(user.username, user.password);
    const header = response.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    const token = sessionCookie(response).split("=")[1] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await env.DB.prepare("select count(*) as n from sessions where sid = ?").bind(token).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("uses the __Host- prefix and Secure over https", async () => {
    const { user } = await signUp();
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch(
      new Request("https://wrap.example.com/api/auth/login", {
        method: "POST",
        headers: { Origin: "https://wrap.example.com", "Content-Type": "application/json" },
        body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
      }),
    );
    expect(response.status).toBe(200);
    const header = response.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/^__Host-wp_session=/);
    expect(header).toMatch(/Secure/);
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("refuses a wrong password or unknown account with the same 401 message", async () => {
    const { user } = await signUp();
    const wrong = await login(user.username, "not-the-password", "203.0.113.2");
    const unknown = await login("nobody-here", "whatever", "203.0.113.2");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json<{ message: string }>();
    const b = await unknown.json<{ message: string }>();
    expect(a.message).toBe("Invalid username/email or password.");
    expect(b.message).toBe(a.message);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    [{ usernameOrEmail: "", password: "x" }, "Please enter your username or email"],
    [{ usernameOrEmail: "someone", password: "" }, "Please enter your password"],
  ])("validates %o", async (body, message) => {
    const response = await call("/api/auth/login", { body });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toContain(message);
  });

  it("throttles an account after 10 failures in 10 minutes, even with the right password", async () => {
    const { user } = await signUp();
    for (let i = 0; i < 10; i += 1) {
      const response = await login(user.username, "wrong-password", `198.51.100.${i}`);
      expect(response.status).toBe(401);
    }
    const blocked = await login(user.username, user.password, "198.51.100.200");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await blocked.json<{ message: string }>()).message).toMatch(/Try again in \d+ minutes?\./);
  });

  it("throttles an address after 10 failures across accounts", async () => {
    for (let i = 0; i < 10; i += 1) {
      await login(`ghost${i}`, "wrong-password", "192.0.2.77");
    }
    const { user } = await signUp();
    expect((await login(user.username, user.password, "192.0.2.77")).status).toBe(429);
    expect((await login(user.username, user.password, "192.0.2.78")).status).toBe(200);
  });
});
