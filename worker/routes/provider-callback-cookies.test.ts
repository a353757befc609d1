import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { call, cookieSetBy, signUp } from "../test/http";
import { freshSubject, providerEnv, providerSignIn } from "../test/provider";

/** The cookie as a browser sends it on the provider's cross-site redirect back to the callback: a SameSite=Strict one stays behind. */
function carriedBack(response: Response, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header && !/;\s*SameSite=Strict/i.test(header) ? header.split(";")[0] : undefined;
}

const devicesOf = async (userId: string) =>
  (await env.DB.prepare("select count(*) as n from login_devices where user_id = ?").bind(userId).first<{ n: number }>())!.n;
const userOf = async (response: Response) => (await call("/api/auth/user", { cookie: cookieSetBy(response, "wp_session") })).json<{ id: string }>();

describe("the provider's redirect back to the callback", () => {
  it("carries the device cookie of an earlier provider sign-in, which the device keeps rather than trusting itself anew", async () => {
    const sub = freshSubject();
    const first = await providerSignIn({ sub });
    const { id } = await userOf(first);
    const device = carriedBack(first, "wp_device");
    const again = await providerSignIn({ sub }, { cookie: device });
    expect((await userOf(again)).id).toBe(id);
    expect(await devicesOf(id)).toBe(1);
    expect(cookieSetBy(again, "wp_device")).toBe(device);
  });

  it("keeps the device a password account trusted when it signs in through the provider it connected", async () => {
    const person = await signUp();
    const sub = freshSubject();
    expect((await call("/api/account/sign-in-methods/connect-permit", { body: { currentPassword: person.user.password }, cookie: person.cookie })).status).toBe(204);
    await providerSignIn({ sub }, { cookie: person.cookie, query: "?intent=connect" });
    const device = carriedBack(person.response, "wp_device");
    const signedIn = await providerSignIn({ sub }, { cookie: device });
    expect((await userOf(signedIn)).id).toBe(person.body.id);
    expect(await devicesOf(person.body.id)).toBe(1);
    expect(cookieSetBy(signedIn, "wp_device")).toBe(device);
  });

  it("sets the bookmark cookie to the sign-in's bookmark, so the page it lands on reads the new session even from a replica", async () => {
    const signedIn = await providerSignIn({ sub: freshSubject() });
    const bookmark = signedIn.headers.get("X-D1-Bookmark");
    expect(bookmark).toMatch(/^[0-9a-f]{8}-/);
    const header = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("wp_d1_bookmark="));
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header, "the web client compares it with later bookmarks").not.toMatch(/HttpOnly/i);
    expect(cookieSetBy(signedIn, "wp_d1_bookmark")).toBe(`wp_d1_bookmark=${bookmark}`);

    const asked: string[] = [];
    const db = { withSession: (constraint: string) => (asked.push(constraint), env.DB.withSession(constraint)) };
    const cookie = `${cookieSetBy(signedIn, "wp_session")}; ${cookieSetBy(signedIn, "wp_d1_bookmark")}`;
    const read = await app.request("/api/auth/user", { headers: { Cookie: cookie } }, { ...providerEnv(), DB: db });
    expect(await read.json()).toMatchObject({ id: (await userOf(signedIn)).id });
    expect(asked).toEqual([bookmark]);
  });
});
