import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, cookieSetBy } from "../test/http";
import { errorMessage } from "../test/jobs";
import { freshSubject, providerSignIn } from "../test/provider";

const MINUTE = 60_000;

/** An account made by signing in through the fake provider, so it has no password: its session cookie and id. */
async function providerAccount(scenario?: string, emailVerified?: "false") {
  const sub = freshSubject();
  const response = await providerSignIn({ sub, email: `${sub}@provider.test`, given_name: "Robin", ...(scenario ? { scenario } : {}), ...(emailVerified ? { email_verified: emailVerified } : {}) });
  const cookie = cookieSetBy(response, "wp_session");
  const user = await (await call("/api/auth/user", { cookie })).json<{ id: string }>();
  return { cookie, id: user.id };
}

/** Moves the session's last proof to the provider `ago` ms into the past. */
async function provedAgo(userId: string, ago: number) {
  await env.DB.prepare("update sessions set sess = json_set(sess, '$.reauthAt', ?) where user_id = ?").bind(Date.now() - ago, userId).run();
}

const setPassword = (cookie: string) => call("/api/account/password", { body: { newPassword: "first-secret" }, cookie });
const moveEmail = (cookie: string, email: string) => call("/api/account", { method: "PATCH", body: { email }, cookie });

describe("an account without a password proves itself through its provider", () => {
  it("by the sign-in itself when the provider says the person just signed in there (auth_time): deleting right after is allowed", async () => {
    const account = await providerAccount();
    expect((await call("/api/account", { method: "DELETE", body: { confirmation: "DELETE" }, cookie: account.cookie })).status).toBe(204);
  });

  it("not by a sign-in the provider answered from its own hour-old session", async () => {
    const account = await providerAccount("stale-auth");
    const response = await call("/api/account", { method: "DELETE", body: { confirmation: "DELETE" }, cookie: account.cookie });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toMatch(/confirm it's you with your provider .* then delete the account within 10 minutes/);
  });

  it("before setting a first password or moving its email, so a phone left signed in cannot take the account", async () => {
    const account = await providerAccount();
    await provedAgo(account.id, 11 * MINUTE);
    const password = await setPassword(account.cookie);
    expect(password.status).toBe(403);
    expect(await errorMessage(password)).toMatch(/confirm it's you with your provider .* then set a password within 10 minutes/);
    const email = await moveEmail(account.cookie, `moved-${account.id}@provider.test`);
    expect(email.status).toBe(403);
    expect(await errorMessage(email)).toMatch(/then change the email within 10 minutes/);
    const stored = await (await call("/api/account", { cookie: account.cookie })).json<{ hasPassword: boolean; email: string }>();
    expect(stored).toMatchObject({ hasPassword: false, email: expect.stringMatching(/@provider\.test$/) });
    expect(stored.email.startsWith("moved-")).toBe(false);

    await provedAgo(account.id, 2 * MINUTE);
    expect((await moveEmail(account.cookie, `moved-${account.id}@provider.test`)).status).toBe(200);
    expect((await setPassword(account.cookie)).status).toBe(204);
  });
});

describe("a password needs a name to sign in with", () => {
  const disconnect = async (cookie: string, currentPassword: string) => {
    const [identity] = (await (await call("/api/account/sign-in-methods", { cookie })).json<{ identities: { id: string }[] }>()).identities;
    return call(`/api/account/sign-in-methods/${identity!.id}`, { method: "DELETE", body: { currentPassword }, cookie });
  };

  it("is not set on an account without an email, whose password no sign-in could use", async () => {
    const account = await providerAccount(undefined, "false");
    const refused = await setPassword(account.cookie);
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toBe("Add an email to your account first: a password signs in together with your email.");
    expect(await (await call("/api/account", { cookie: account.cookie })).json()).toMatchObject({ email: null, hasPassword: false });

    expect((await moveEmail(account.cookie, `added-${account.id}@provider.test`)).status).toBe(200);
    expect((await setPassword(account.cookie)).status).toBe(204);
  });

  it("does not let the provider go while the password has no email beside it", async () => {
    const account = await providerAccount();
    expect((await setPassword(account.cookie)).status).toBe(204);
    await env.DB.prepare("update users set email = null where id = ?").bind(account.id).run();
    const refused = await disconnect(account.cookie, "first-secret");
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toMatch(/^This is the only way to sign in to your account\. Add an email first/);
    expect((await call("/api/account/sign-in-methods", { cookie: account.cookie })).status).toBe(200);
    const methods = await (await call("/api/account/sign-in-methods", { cookie: account.cookie })).json<{ identities: unknown[] }>();
    expect(methods.identities).toHaveLength(1);
  });
});
