import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SessionData } from "../db/schema";
import { sha256Hex } from "../lib/tokens";
import { call, cookieSetBy, signUp } from "../test/http";
import { finishFlow, freshSubject, locationOf, providerEnv, providerSignIn, send, startFlow } from "../test/provider";

type Methods = { password: boolean; provider: { name: string } | null; identities: { id: string; email: string | null; provider: string; connectedAt: string }[] };

const methods = async (cookie: string, vars?: object) => (await send("/api/account/sign-in-methods", { cookie, env: vars })).json<Methods>();
const disconnect = (cookie: string, id: string, currentPassword?: string) =>
  send(`/api/account/sign-in-methods/${id}`, { cookie, method: "DELETE", json: currentPassword === undefined ? {} : { currentPassword } });
const sessionData = async (cookie: string) => {
  const sid = await sha256Hex(cookie.split("=")[1]!);
  const row = await env.DB.prepare("select sess from sessions where sid = ?").bind(sid).first<{ sess: string }>();
  return JSON.parse(row!.sess) as SessionData;
};
const askPermit = (cookie: string, currentPassword?: string) => call("/api/account/sign-in-methods/connect-permit", { body: currentPassword === undefined ? {} : { currentPassword }, cookie });
/** Gives the password that lets this session start connecting the provider, as Settings does before it goes there. */
async function permitted(person: { cookie: string; user: { password: string } }) {
  expect((await askPermit(person.cookie, person.user.password)).status).toBe(204);
  return person.cookie;
}
/** Signed in through the provider, which answered from its own session of an hour ago (`auth_time`): no fresh proof yet. */
const signedInThroughProvider = async (sub = freshSubject()) => cookieSetBy(await providerSignIn({ sub, scenario: "stale-auth" }), "wp_session");

describe("sign-in methods", () => {
  it("asks for a session", async () => {
    expect((await send("/api/account/sign-in-methods")).status).toBe(401);
    expect((await send("/api/account/sign-in-methods/x", { method: "DELETE" })).status).toBe(401);
  });

  it("lists a local account's password and no provider, and says whether a provider is set up", async () => {
    const { cookie } = await signUp();
    expect(await methods(cookie)).toEqual({ password: true, provider: { name: "Test ID" }, identities: [] });
    expect(await methods(cookie, env)).toEqual({ password: true, provider: null, identities: [] });
  });

  it("connects the provider to a signed-in local account through the provider, and that account then signs in with it", async () => {
    const person = await signUp();
    const { cookie, body } = person;
    const sub = freshSubject();
    const connected = await providerSignIn({ sub, email: `${sub}@provider.test` }, { cookie: await permitted(person), query: "?intent=connect" });
    expect(locationOf(connected)).toBe("/settings?provider=connected");
    const listed = await methods(cookie);
    expect(listed.identities).toEqual([{ id: expect.any(String), email: `${sub}@provider.test`, provider: "Test ID", connectedAt: expect.any(String) }]);
    const account = await (await send("/api/account", { cookie })).json<{ authType: string; providers: { issuer: string; name: string }[] }>();
    expect(account).toMatchObject({ authType: "local", providers: [{ issuer: expect.stringMatching(/^https?:\/\//), name: "Test ID" }] });
    const later = await providerSignIn({ sub });
    expect(await (await send("/api/auth/user", { cookie: cookieSetBy(later, "wp_session") })).json()).toMatchObject({ id: body.id });
    const entry = await env.DB.prepare("select action from activity_logs where user_id = ? and action = 'connected_sign_in'").bind(body.id).first();
    expect(entry).toEqual({ action: "connected_sign_in" });
  });

  it("refuses to connect a provider account that belongs to someone else, or a second one, and needs a session to start", async () => {
    const sub = freshSubject();
    await signedInThroughProvider(sub);
    const person = await signUp();
    const { cookie } = person;
    expect(locationOf(await providerSignIn({ sub }, { cookie: await permitted(person), query: "?intent=connect" }))).toBe("/settings?provider=identity-taken");
    expect((await methods(cookie)).identities).toEqual([]);

    expect(locationOf(await providerSignIn({ sub: freshSubject() }, { cookie: await permitted(person), query: "?intent=connect" }))).toBe("/settings?provider=connected");
    expect(locationOf(await providerSignIn({ sub: freshSubject() }, { cookie: await permitted(person), query: "?intent=connect&returnTo=%2Fsettings%23methods" }))).toBe(
      "/settings?provider=already-connected#methods",
    );
    expect((await methods(cookie)).identities).toHaveLength(1);

    expect(locationOf(await send("/api/login?intent=connect"))).toBe("/login?returnTo=%2Fsettings&provider=not-signed-in");
  });

  it("asks for the account's password before a session may connect a provider, and lets the password connect once", async () => {
    const person = await signUp();
    const { cookie } = person;
    expect(locationOf(await send("/api/login?intent=connect", { cookie }))).toBe("/settings?provider=password-needed");
    const wrong = await askPermit(cookie, "not-the-password");
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: "The current password is not right." });
    expect((await askPermit(cookie)).status).toBe(400);
    expect(locationOf(await send("/api/login?intent=connect", { cookie }))).toBe("/settings?provider=password-needed");
    expect((await methods(cookie)).identities).toEqual([]);

    await permitted(person);
    await providerSignIn({ sub: freshSubject() }, { cookie, query: "?intent=connect" });
    expect(locationOf(await send("/api/login?intent=connect", { cookie })), "the permit is used up").toBe("/settings?provider=password-needed");

    await permitted(person);
    const sid = await sha256Hex(cookie.split("=")[1]!);
    await env.DB.prepare("update sessions set sess = json_set(sess, '$.connectPermitAt', ?) where sid = ?").bind(Date.now() - 11 * 60_000, sid).run();
    expect(locationOf(await send("/api/login?intent=connect", { cookie })), "a permit older than 10 minutes").toBe("/settings?provider=password-needed");

    const external = await signedInThroughProvider();
    expect((await askPermit(external, "anything")).status).toBe(409);
  });

  it("spends the permit only on a connect that comes back from the provider: not on a start left unfinished (a link from another site), nor on a provider that is down", async () => {
    const person = await signUp();
    const cookie = await permitted(person);
    expect(locationOf(await send("/api/login?intent=connect", { cookie, env: providerEnv("https://down.idp.test") }))).toBe("/settings?provider=provider-down");
    const first = await startFlow({ sub: freshSubject() }, { cookie, query: "?intent=connect" });
    const second = await startFlow({ sub: freshSubject() }, { cookie, query: "?intent=connect" });
    expect(locationOf(await finishFlow(second, { cookie }))).toBe("/settings?provider=connected");
    expect(locationOf(await finishFlow(first, { cookie })), "the permit went with the connect").toBe("/settings?provider=password-needed");
    expect((await methods(cookie)).identities).toHaveLength(1);
  });

  it("disconnects the provider while a password remains, but never the last way to sign in", async () => {
    const person = await signUp();
    const { cookie } = person;
    await providerSignIn({ sub: freshSubject() }, { cookie: await permitted(person), query: "?intent=connect" });
    const [identity] = (await methods(cookie)).identities;
    expect((await disconnect(cookie, identity!.id, person.user.password)).status).toBe(204);
    expect((await methods(cookie)).identities).toEqual([]);
    expect((await disconnect(cookie, identity!.id, person.user.password)).status).toBe(404);

    const external = await signedInThroughProvider();
    const own = await methods(external);
    expect(own.password).toBe(false);
    const last = await disconnect(external, own.identities[0]!.id);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ message: expect.stringContaining("only way to sign in") });
    expect((await methods(external)).identities).toHaveLength(1);
    expect((await disconnect(cookie, own.identities[0]!.id)).status).toBe(404);
    expect((await methods(external)).identities).toHaveLength(1);
  });

  it("asks for the account's password before disconnecting, so a phone left signed in cannot take a way in away", async () => {
    const person = await signUp();
    const { cookie } = person;
    await providerSignIn({ sub: freshSubject() }, { cookie: await permitted(person), query: "?intent=connect" });
    const [identity] = (await methods(cookie)).identities;

    const unasked = await disconnect(cookie, identity!.id);
    expect(unasked.status).toBe(400);
    expect(await unasked.json()).toMatchObject({ message: "currentPassword: Enter your current password" });
    const wrong = await disconnect(cookie, identity!.id, "not-the-password");
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: "The current password is not right." });
    expect((await methods(cookie)).identities).toHaveLength(1);
    expect((await disconnect(cookie, identity!.id, person.user.password)).status).toBe(204);
  });

  it("asks an account without a password for a fresh sign-in at its provider before disconnecting one of two providers", async () => {
    const external = await signedInThroughProvider();
    const [own] = (await methods(external)).identities;
    const userId = (await (await send("/api/auth/user", { cookie: external })).json<{ id: string }>()).id;
    await env.DB.prepare("insert into user_identities (id, user_id, issuer, subject, email, created_at) values (?, ?, 'https://other-idp.test', ?, null, ?)")
      .bind(crypto.randomUUID(), userId, freshSubject(), Date.now())
      .run();

    const stale = await disconnect(external, own!.id);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ message: expect.stringContaining("confirm it's you with your provider") });
    expect((await methods(external)).identities).toHaveLength(2);
    await env.DB.prepare("update sessions set sess = json_set(sess, '$.reauthAt', ?) where user_id = ?").bind(Date.now(), userId).run();
    expect((await disconnect(external, own!.id)).status).toBe(204);
    expect((await methods(external)).identities).toHaveLength(1);
  });

  it("records a fresh provider sign-in on the session for intent=reauth, only for the account's own provider identity", async () => {
    const sub = freshSubject();
    const cookie = await signedInThroughProvider(sub);
    expect((await sessionData(cookie)).reauthAt, "the sign-in's own auth_time").toBeLessThan(Date.now() - 59 * 60_000);
    const before = Date.now();
    const rechecked = await providerSignIn({ sub }, { cookie, query: "?intent=reauth&returnTo=%2Fsettings" });
    expect(locationOf(rechecked)).toBe("/settings?provider=reauthenticated");
    expect(rechecked.headers.getSetCookie().some((header) => header.startsWith("wp_session="))).toBe(false);
    expect((await sessionData(cookie)).reauthAt).toBeGreaterThanOrEqual(before);

    const other = await signedInThroughProvider();
    const otherProof = (await sessionData(other)).reauthAt;
    expect(locationOf(await providerSignIn({ sub }, { cookie: other, query: "?intent=reauth" }))).toBe("/settings?provider=wrong-account");
    expect((await sessionData(other)).reauthAt).toBe(otherProof);
  });

  it("asks the provider for a fresh sign-in to connect or re-check, and refuses one that is an hour old", async () => {
    const sub = freshSubject();
    const cookie = await signedInThroughProvider(sub);
    const local = await signUp();
    for (const [intent, asking] of [["connect", await permitted(local)], ["reauth", cookie]] as const) {
      const target = new URL(locationOf(await send(`/api/login?intent=${intent}`, { cookie: asking })));
      expect(target.searchParams.get("prompt")).toBe("login");
      expect(target.searchParams.get("max_age")).toBe("120");
    }
    const plain = new URL(locationOf(await send("/api/login", { cookie })));
    expect(plain.searchParams.has("prompt")).toBe(false);
    expect(locationOf(await providerSignIn({ sub: freshSubject(), scenario: "stale-auth" }, { cookie: await permitted(local), query: "?intent=connect" }))).toBe(
      "/settings?provider=invalid-token",
    );
    const proof = (await sessionData(cookie)).reauthAt;
    expect(locationOf(await providerSignIn({ sub, scenario: "stale-auth" }, { cookie, query: "?intent=reauth" }))).toBe("/settings?provider=invalid-token");
    expect((await sessionData(cookie)).reauthAt).toBe(proof);
    expect(locationOf(await providerSignIn({ sub: freshSubject(), scenario: "stale-auth" }))).toBe("/");
  });

  it("lands a failed connect back on the settings page with the reason", async () => {
    const person = await signUp();
    expect(locationOf(await providerSignIn({ sub: freshSubject(), scenario: "expired" }, { cookie: await permitted(person), query: "?intent=connect" }))).toBe(
      "/settings?provider=invalid-token",
    );
    expect(locationOf(await send("/api/login?intent=connect", { cookie: await permitted(person), env: providerEnv("https://down.idp.test") }))).toBe(
      "/settings?provider=provider-down",
    );
  });
});
