import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, call, sessionCookie, signUp } from "../test/http";
import { errorMessage } from "../test/jobs";
import { beforeWriteTo } from "../test/paused-write";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

type SessionBody = { id: string; current: boolean; device: string; country: string | null; countryName: string | null; lastUsedAt: string; createdAt: string };

/** Signs in from another device: its browser, and the country Cloudflare places the request in. */
async function signInFrom(user: { username: string; password: string }, userAgent: string, country?: string) {
  const request = new Request(`${ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", "User-Agent": userAgent },
    body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
    ...(country ? { cf: { country } } : {}),
  });
  const response = await exports.default.fetch(request);
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

const signedIn = async (cookie: string) => (await (await call("/api/auth/user", { cookie })).json()) !== null;
const sessions = async (cookie: string) => (await call("/api/account/sessions", { cookie })).json<SessionBody[]>();
const changePassword = (cookie: string, body: unknown) => call("/api/account/password", { body, cookie });

describe("devices", () => {
  it("lists each session with its device, country and times, the caller's first and marked current", async () => {
    const person = await signUp();
    const phone = await signInFrom(person.user, IPHONE, "NZ");
    await signInFrom(person.user, WINDOWS);
    const list = await sessions(phone);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: "Safari on iPhone", country: "NZ", countryName: "New Zealand" });
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list.map((session) => session.device)).toContain("Chrome on Windows");
    for (const session of list) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
  });

  it("ends one other session by its id; not the caller's own, not another account's, and not one already ended", async () => {
    const person = await signUp();
    const laptop = await signInFrom(person.user, WINDOWS);
    const stranger = await signUp();
    const listed = await sessions(person.cookie);
    const other = listed.find((session) => !session.current)!;
    const mine = listed.find((session) => session.current)!;

    expect((await call(`/api/account/sessions/${other.id}`, { method: "DELETE", cookie: stranger.cookie })).status).toBe(404);
    expect(await signedIn(laptop)).toBe(true);

    const own = await call(`/api/account/sessions/${mine.id}`, { method: "DELETE", cookie: person.cookie });
    expect(own.status).toBe(409);
    expect(await signedIn(person.cookie)).toBe(true);

    expect((await call(`/api/account/sessions/${other.id}`, { method: "DELETE", cookie: person.cookie })).status).toBe(204);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(person.cookie)).toBe(true);
    const again = await call(`/api/account/sessions/${other.id}`, { method: "DELETE", cookie: person.cookie });
    expect(again.status).toBe(404);
    expect(await errorMessage(again)).toBe("This device is already signed out.");
  });

  it("signs out everywhere else and keeps the caller signed in", async () => {
    const person = await signUp();
    const phone = await signInFrom(person.user, IPHONE);
    const laptop = await signInFrom(person.user, WINDOWS);
    expect((await call("/api/account/sessions", { method: "DELETE", cookie: phone })).status).toBe(204);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(person.cookie)).toBe(false);
    expect(await sessions(phone)).toHaveLength(1);
  });
});

describe("POST /api/account/password", () => {
  it("leaves no session to a sign-in with the old password that was checked before the change and lands after it", async () => {
    const person = await signUp();
    const { answer, meanwhile } = await beforeWriteTo(
      "sessions",
      () => changePassword(person.cookie, { currentPassword: person.user.password, newPassword: "a-new-secret" }),
      { method: "POST", path: "/api/auth/login", cookie: "", body: { usernameOrEmail: person.user.username, password: person.user.password } },
    );
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().filter((cookie) => cookie.startsWith("wp_session="))).toEqual([]);
    expect(await sessions(person.cookie)).toHaveLength(1);
  });

  it("changes the password with the current one, ends every other session, keeps this one, and logs it", async () => {
    const person = await signUp();
    const laptop = await signInFrom(person.user, WINDOWS);
    const response = await changePassword(person.cookie, { currentPassword: person.user.password, newPassword: "a-new-secret" });
    expect(response.status, await response.clone().text()).toBe(204);
    expect(await signedIn(person.cookie)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect((await call("/api/auth/login", { body: { usernameOrEmail: person.user.username, password: person.user.password } })).status).toBe(401);
    expect((await call("/api/auth/login", { body: { usernameOrEmail: person.user.username, password: "a-new-secret" } })).status).toBe(200);
    const feed = await (await call("/api/activity/logs", { cookie: person.cookie })).text();
    expect(feed).toContain("Changed the password; other devices were signed out");
  });

  it.each([
    [{ currentPassword: "wrong-password", newPassword: "a-new-secret" }, 403, "The current password is not right."],
    [{ newPassword: "a-new-secret" }, 400, "currentPassword: Enter your current password"],
    [{ currentPassword: "x", newPassword: "short" }, 400, "newPassword: Password must be at least 6 characters"],
    [{ currentPassword: "x", newPassword: "p".repeat(129) }, 400, "newPassword: Password must be 128 characters or fewer"],
    [{ currentPassword: "x", newPassword: 123456 }, 400, "newPassword:"],
    [{ currentPassword: "wrap-it-right", newPassword: "wrap-it-right" }, 400, "newPassword: The new password is the same as the current one"],
  ])("refuses %j and changes nothing", async (body, status, message) => {
    const person = await signUp();
    const laptop = await signInFrom(person.user, WINDOWS);
    const response = await changePassword(person.cookie, body);
    expect(response.status).toBe(status);
    expect(await errorMessage(response)).toContain(message);
    expect(await signedIn(laptop)).toBe(true);
    expect((await call("/api/auth/login", { body: { usernameOrEmail: person.user.username, password: person.user.password } })).status).toBe(200);
  });

  it("stops guessing the current password after five tries in 15 minutes", async () => {
    const person = await signUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await changePassword(person.cookie, { currentPassword: `guess-${attempt}`, newPassword: "a-new-secret" })).status).toBe(403);
    }
    const limited = await changePassword(person.cookie, { currentPassword: person.user.password, newPassword: "a-new-secret" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await errorMessage(limited)).toMatch(/^Too many password changes tried\. Try again in \d+ minutes?\.$/);
  });

  it("is 401 when signed out", async () => {
    expect((await changePassword("", { currentPassword: "x", newPassword: "a-new-secret" })).status).toBe(401);
  });
});
