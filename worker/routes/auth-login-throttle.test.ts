import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { appSecret } from "../db/queries/app-secrets";
import { call, deviceCookie, signUp } from "../test/http";

// Each test hashes a dozen scrypt passwords (about 140 ms each on an idle machine, several times that on a busy one).
const SLOW = 30_000;

function login(usernameOrEmail: string, password: string, address: string, cookie?: string) {
  return call("/api/auth/login", { body: { usernameOrEmail, password }, headers: { "CF-Connecting-IP": address }, cookie });
}

async function statuses(responses: Promise<Response>[]) {
  const answers = await Promise.all(responses);
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  return { unauthorized: count(401), limited: count(429) };
}

async function failTenTimes(name: string, subnet: string) {
  for (let i = 0; i < 10; i += 1) expect((await login(name, "wrong-password", `${subnet}.${i}`)).status).toBe(401);
}

describe("sign-in throttling", () => {
  it("checks only 10 of 40 parallel wrong passwords for one account", async () => {
    const { user } = await signUp();
    const burst = Array.from({ length: 40 }, (_, i) => login(user.username, "wrong-password", `198.18.1.${i}`));
    expect(await statuses(burst)).toEqual({ unauthorized: 10, limited: 30 });
  }, SLOW);

  it("checks only 10 of 40 parallel guesses from one address across names", async () => {
    const burst = Array.from({ length: 40 }, (_, i) => login(`ghost-burst-${i}`, "wrong-password", "198.18.2.1"));
    expect(await statuses(burst)).toEqual({ unauthorized: 10, limited: 30 });
  }, SLOW);

  it("counts the username and the email of one account together", async () => {
    const { user } = await signUp();
    for (let i = 0; i < 5; i += 1) await login(user.username, "wrong-password", `198.18.3.${i}`);
    for (let i = 5; i < 10; i += 1) await login(user.email.toUpperCase(), "wrong-password", `198.18.3.${i}`);
    const blocked = await login(user.email, user.password, "198.18.3.99");
    expect(blocked.status).toBe(429);
    expect((await blocked.json<{ message: string }>()).message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
    );
  }, SLOW);

  it("counts an unknown name by its normalised form", async () => {
    for (let i = 0; i < 10; i += 1) await login(i % 2 ? "\uff2e\uff4f\uff42\uff4f\uff44\uff59.here" : "nobody.here", "wrong-password", `198.18.4.${i}`);
    expect((await login("NOBODY.HERE", "wrong-password", "198.18.4.99")).status).toBe(429);
  }, SLOW);

  it("keeps neither the address nor the typed name it counts", async () => {
    expect((await login("Private.Person@example.com", "wrong-password", "203.0.113.77")).status).toBe(401);
    const { results } = await env.DB.prepare("select key from rate_limit_events").all<{ key: string }>();
    const keys = results.map((row) => row.key);
    expect(keys.some((key) => key.startsWith("login:ip:"))).toBe(true);
    expect(keys.some((key) => key.startsWith("login:name:"))).toBe(true);
    for (const key of keys) expect(key).not.toMatch(/203\.0\.113|private\.person|example/i);
  }, SLOW);

  it("draws the key it counts with when the database lacks one, and keeps it", async () => {
    const db = createDb(env.DB);
    const migrated = await appSecret(db, "throttle_key");
    expect(migrated).toMatch(/^[0-9a-f]{64}$/);
    await env.DB.prepare("delete from app_secrets").run();
    const drawn = await appSecret(db, "throttle_key");
    expect(drawn).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn).not.toBe(migrated);
    expect(await appSecret(db, "throttle_key")).toBe(drawn);
  });

  it("keeps a device the user signed in from before able to sign in while strangers are locked out", async () => {
    const { user, response } = await signUp();
    const device = deviceCookie(response);
    await failTenTimes(user.username, "198.18.5");
    expect((await login(user.username, user.password, "198.18.5.99")).status).toBe(429);
    const trusted = await login(user.username, user.password, "198.18.5.100", device);
    expect(trusted.status).toBe(200);
    expect((await login(user.username, user.password, "198.18.5.101")).status).toBe(429);
  }, SLOW);

  it("still limits a trusted device to 10 failures of its own", async () => {
    const { user, response } = await signUp();
    const device = deviceCookie(response);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.username, "wrong-password", `198.18.6.${i}`, device)).status).toBe(401);
    }
    const blocked = await login(user.username, user.password, "198.18.6.99", device);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await login(user.username, user.password, "198.18.6.100")).status).toBe(200);
  }, SLOW);

  it("trusts a device cookie only for the account it was issued to, and not a forged one", async () => {
    const victim = await signUp();
    const other = await signUp();
    await failTenTimes(victim.user.username, "198.18.7");
    const foreign = await login(victim.user.username, victim.user.password, "198.18.7.99", deviceCookie(other.response));
    expect(foreign.status).toBe(429);
    const forged = await login(victim.user.username, victim.user.password, "198.18.7.98", "wp_device=forged-device-token");
    expect(forged.status).toBe(429);
  }, SLOW);

  it("sets a long-lived HttpOnly device cookie on sign-in whose token is stored only hashed", async () => {
    const { user } = await signUp();
    const response = await login(user.username, user.password, "198.18.8.1");
    const header = response.headers.getSetCookie().find((value) => value.startsWith("wp_device=")) ?? "";
    expect(header).toMatch(/HttpOnly/i);
    expect(header, "sent on the provider's redirect back to the callback").toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(header)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    const token = deviceCookie(response).split("=")[1] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await env.DB.prepare("select count(*) as n from login_devices where token_hash = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  }, SLOW);

  it("uses __Host-wp_device with Secure over https, and honours it there", async () => {
    const { user } = await signUp();
    const overHttps = (address: string, cookie?: string) =>
      exports.default.fetch(
        new Request("https://wrap.example.com/api/auth/login", {
          method: "POST",
          headers: {
            Origin: "https://wrap.example.com",
            "Content-Type": "application/json",
            "CF-Connecting-IP": address,
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
        }),
      );
    const first = await overHttps("198.18.9.200");
    const header = first.headers.getSetCookie().find((value) => value.startsWith("__Host-wp_device=")) ?? "";
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/Path=\//);
    await failTenTimes(user.username, "198.18.9");
    expect((await overHttps("198.18.9.201")).status).toBe(429);
    expect((await overHttps("198.18.9.202", deviceCookie(first))).status).toBe(200);
  }, SLOW);
});
