import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cookieSetBy, signUp } from "../test/http";
import { finishFlow, freshAddress, freshSubject, locationOf, providerEnv, providerSignIn, send, startFlow } from "../test/provider";

const userCount = async () => (await env.DB.prepare("select count(*) as n from users").first<{ n: number }>())!.n;
const identityOf = (subject: string) =>
  env.DB.prepare("select user_id as userId, issuer, email from user_identities where subject = ?").bind(subject).first<{ userId: string; issuer: string; email: string | null }>();
const setsSession = (response: Response) => response.headers.getSetCookie().some((cookie) => cookie.startsWith("wp_session="));
const currentUser = async (response: Response) => (await send("/api/auth/user", { cookie: cookieSetBy(response, "wp_session") })).json<{ id: string; email: string | null; firstName: string | null } | null>();
const calls = async (host: string) => (await fetch(`https://${host}/__calls`)).json<{ discovery: number; jwks: number; token: number }>();

describe("GET /api/login", () => {
  it("sends the browser to /login with the 'not set up' message, and says there is no provider, when the settings are absent", async () => {
    const response = await send("/api/login", { env });
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/login?provider=unavailable");
    expect(await (await send("/api/auth/provider", { env })).json()).toBeNull();
    expect(locationOf(await send("/api/auth/callback?code=x&state=y", { env }))).toBe("/login?provider=unavailable");
    expect(await (await send("/api/auth/provider")).json()).toEqual({ name: "Test ID" });
  });

  it("sends a session that ended back to the sign-in form without a word about providers when none is set up", async () => {
    const response = await send("/api/login?intent=resume", { env });
    expect(locationOf(response)).toBe("/login");
  });

  it("keeps the page a sign-in was to go back to when it lands on the sign-in form instead", async () => {
    const back = encodeURIComponent("/jobs/abc#photos");
    expect(locationOf(await send(`/api/login?intent=resume&returnTo=${back}`, { env }))).toBe("/login?returnTo=%2Fjobs%2Fabc%23photos");
    expect(locationOf(await send(`/api/login?returnTo=${back}`, { env }))).toBe("/login?returnTo=%2Fjobs%2Fabc%23photos&provider=unavailable");
    expect(locationOf(await send("/api/login?intent=resume&returnTo=%2F%2Fevil.test", { env }))).toBe("/login");
    const unknown = await providerSignIn({ sub: freshSubject() }, { query: `?intent=resume&returnTo=${back}` });
    expect(locationOf(unknown)).toBe("/login?returnTo=%2Fjobs%2Fabc%23photos&provider=no-account");
    expect(locationOf(await send("/api/login?intent=connect&returnTo=%2Fsettings", { env }))).toBe("/login?provider=unavailable");
  });

  it("signs an ended session back in through the provider only to an account already connected, and makes none", async () => {
    const sub = freshSubject();
    const before = await userCount();
    const unknown = await providerSignIn({ sub, email: `${sub}@work.test` }, { query: "?intent=resume" });
    expect(locationOf(unknown)).toBe("/login?provider=no-account");
    expect(setsSession(unknown)).toBe(false);
    expect(await userCount()).toBe(before);
    expect(await identityOf(sub)).toBeNull();

    const made = await providerSignIn({ sub, email: `${sub}@work.test` });
    const resumed = await providerSignIn({ sub, email: `${sub}@work.test` }, { query: "?intent=resume" });
    expect(locationOf(resumed)).toBe("/");
    expect((await currentUser(resumed))?.id).toBe((await currentUser(made))?.id);
  });

  it("redirects to the provider with the code flow, PKCE S256, state and nonce, kept in a short HttpOnly Lax cookie for the callback only", async () => {
    const response = await send("/api/login");
    expect(response.status).toBe(302);
    const target = new URL(locationOf(response));
    expect(target.origin + target.pathname).toBe("https://idp.test/authorize");
    const q = target.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe("wrappilot-test");
    expect(q.get("redirect_uri")).toBe("http://localhost:8787/api/auth/callback");
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(q.get("nonce")).toMatch(/^[\w-]{20,}$/);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("wp_oidc_flow="))!;
    expect(cookie).toMatch(/; Max-Age=600/);
    expect(cookie).toMatch(/; Path=\/api\/auth\/callback/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toContain(q.get("code_challenge")!);
  });

  it("keeps a flow over https in a __Host- cookie, which no other host under the domain can plant, and finishes only with it", async () => {
    const origin = "https://app.example.com";
    const address = freshAddress();
    const login = await send("/api/login", { origin, address });
    const header = login.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-wp_oidc_flow="))!;
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(login.headers.getSetCookie().some((cookie) => cookie.startsWith("wp_oidc_flow="))).toBe(false);
    const authorize = new URL(locationOf(login));
    authorize.searchParams.set("sub", freshSubject());
    const back = new URL(locationOf(await fetch(authorize, { redirect: "manual" })));
    const flowCookie = header.split(";")[0]!;
    const planted = await send(`${back.pathname}${back.search}`, { origin, address, cookie: flowCookie.replace("__Host-", "") });
    expect(locationOf(planted)).toBe("/login?provider=expired");
    const finished = await send(`${back.pathname}${back.search}`, { origin, address, cookie: flowCookie });
    expect(locationOf(finished)).toBe("/");
    expect(finished.headers.getSetCookie().some((cookie) => cookie.startsWith("__Host-wp_session="))).toBe(true);
    expect(finished.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-wp_oidc_flow="))).toMatch(/^__Host-wp_oidc_flow=; Max-Age=0; Path=\/;.*Secure/);
  });

  it.each([
    ["/jobs/abc?tab=photos#top", "/jobs/abc?tab=photos#top"],
    ["https://evil.test/", "/"],
    ["//evil.test/x", "/"],
    ["/\\evil.test", "/"],
    ["/.//evil.test", "/"],
    ["/%2e//evil.test", "/"],
    ["/a/..//evil.test/x", "/"],
    ["/a/..\\/evil.test", "/"],
    ["/jobs/../settings", "/settings"],
    ["/api/logout", "/"],
    ["jobs", "/"],
  ])("goes back to same-origin app paths only: returnTo %j lands on %j", async (returnTo, landed) => {
    const response = await providerSignIn({ sub: freshSubject() }, { query: `?returnTo=${encodeURIComponent(returnTo)}` });
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe(landed);
  });

  it("tells the user the provider cannot be reached when its discovery document does not answer", async () => {
    const response = await send("/api/login", { env: providerEnv("https://down.idp.test") });
    expect(locationOf(response)).toBe("/login?provider=provider-down");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("wp_oidc_flow="))).toBe(false);
  });
});

describe("GET /api/auth/callback", () => {
  it("creates an account on first sign-in, named and pictured from the claims, and signs the same account in next time", async () => {
    const sub = freshSubject();
    const email = `${sub}@provider.test`;
    const answer = { sub, email, given_name: "Robin", family_name: "Ortega", picture: "https://cdn.provider.test/robin.png" };
    const before = await userCount();
    const first = await providerSignIn(answer);
    expect(first.status).toBe(302);
    expect(locationOf(first)).toBe("/");
    const user = await currentUser(first);
    expect(user).toMatchObject({ email, firstName: "Robin", lastName: "Ortega", username: null, profileImageUrl: "https://cdn.provider.test/robin.png" });
    const row = await env.DB.prepare("select auth_type as authType, password_hash as passwordHash from users where id = ?").bind(user!.id).first();
    expect(row).toEqual({ authType: "external", passwordHash: null });
    expect(await identityOf(sub)).toEqual({ userId: user!.id, issuer: "https://idp.test", email });
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith("wp_oidc_flow="))).toMatch(/Max-Age=0/);

    const again = await providerSignIn({ ...answer, given_name: "Renamed" });
    expect((await currentUser(again))!.id).toBe(user!.id);
    expect(await userCount()).toBe(before + 1);
  });

  it("does not sign into a local account whose email the provider reports, and says to connect it from settings", async () => {
    const { user, body } = await signUp();
    const sub = freshSubject();
    const before = await userCount();
    const response = await providerSignIn({ sub, email: user.email.toUpperCase() });
    expect(locationOf(response)).toBe("/login?provider=email-in-use");
    expect(setsSession(response)).toBe(false);
    expect(await identityOf(sub)).toBeNull();
    expect(await userCount()).toBe(before);
    const local = await env.DB.prepare("select auth_type as authType from users where id = ?").bind(body.id).first();
    expect(local).toEqual({ authType: "local" });
  });

  it("refuses a new provider account whose email, even unverified, is a local account's, before making anything", async () => {
    const { user } = await signUp();
    const sub = freshSubject();
    const before = await userCount();
    const response = await providerSignIn({ sub, email: user.email, email_verified: "false" });
    expect(locationOf(response)).toBe("/login?provider=email-in-use");
    expect(await userCount()).toBe(before);
    expect(await identityOf(sub)).toBeNull();
  });

  it("keeps an unverified email off the new account", async () => {
    const sub = freshSubject();
    const response = await providerSignIn({ sub, email: `${sub}@provider.test`, email_verified: "false", name: "Kim Lee" });
    expect(await currentUser(response)).toMatchObject({ email: null, firstName: "Kim Lee", lastName: null });
  });

  it("replaces the session of whoever was signed in on this browser", async () => {
    const { cookie } = await signUp();
    const response = await providerSignIn({ sub: freshSubject() }, { cookie });
    expect(setsSession(response)).toBe(true);
    expect((await send("/api/auth/user", { cookie })).status).toBe(200);
    expect(await (await send("/api/auth/user", { cookie })).json()).toBeNull();
  });

  it.each(["bad-signature", "wrong-iss", "wrong-aud", "azp-mismatch", "expired", "iat-future", "wrong-nonce", "alg-none", "hs256-public-key"])(
    "refuses an ID token with %s and signs nobody in",
    async (scenario) => {
      const sub = freshSubject();
      const before = await userCount();
      const response = await providerSignIn({ sub, scenario });
      expect(response.status).toBe(302);
      expect(locationOf(response)).toBe("/login?provider=invalid-token");
      expect(setsSession(response)).toBe(false);
      expect(await userCount()).toBe(before);
    },
  );

  it.each([
    ["token-error", "provider-error"],
    ["token-down", "provider-down"],
  ])("lands on /login when the token endpoint answers %s", async (scenario, outcome) => {
    const response = await providerSignIn({ sub: freshSubject(), scenario });
    expect(locationOf(response)).toBe(`/login?provider=${outcome}`);
    expect(setsSession(response)).toBe(false);
  });

  it.each([
    ["access_denied", "cancelled"],
    ["server_error", "provider-error"],
  ])("lands on /login when the provider answers error=%s", async (error, outcome) => {
    const response = await providerSignIn({ error });
    expect(locationOf(response)).toBe(`/login?provider=${outcome}`);
  });

  it("refuses an answer whose state is not this browser's flow, and a flow that is gone or too old", async () => {
    const flow = await startFlow({ sub: freshSubject() });
    const tampered = flow.callbackPath.replace(/state=[^&]+/, "state=someone-elses");
    expect(locationOf(await finishFlow({ ...flow, callbackPath: tampered }))).toBe("/login?provider=state-mismatch");

    const other = await startFlow({ sub: freshSubject() });
    expect(locationOf(await send(other.callbackPath))).toBe("/login?provider=expired");

    const stale = await startFlow({ sub: freshSubject() });
    const [name, value] = stale.flowCookie.split("=");
    const old = { ...JSON.parse(atob(decodeURIComponent(value!))), startedAt: Date.now() - 11 * 60 * 1000 };
    const response = await finishFlow({ ...stale, flowCookie: `${name}=${btoa(JSON.stringify(old))}` });
    expect(locationOf(response)).toBe("/login?provider=expired");
    expect(locationOf(await finishFlow({ ...stale, flowCookie: `${name}=not-json` }))).toBe("/login?provider=expired");
  });

  it("sends the PKCE verifier the challenge was made from: another verifier is refused by the provider", async () => {
    const flow = await startFlow({ sub: freshSubject() });
    const [name, value] = flow.flowCookie.split("=");
    const swapped = { ...JSON.parse(atob(decodeURIComponent(value!))), codeVerifier: "x".repeat(43) };
    const response = await finishFlow({ ...flow, flowCookie: `${name}=${btoa(JSON.stringify(swapped))}` });
    expect(locationOf(response)).toBe("/login?provider=provider-error");
  });

  it("reads discovery and the provider's keys once, then from the cache", async () => {
    const cached = providerEnv("https://cache.idp.test");
    for (let i = 0; i < 3; i += 1) {
      expect(locationOf(await providerSignIn({ sub: freshSubject() }, { env: cached }))).toBe("/");
    }
    expect(await calls("cache.idp.test")).toEqual({ discovery: 1, jwks: 1, token: 3 });
  });

  it("limits failed callbacks per address, and a success gives its slot back", async () => {
    const address = freshAddress();
    for (let i = 0; i < 19; i += 1) {
      expect(locationOf(await providerSignIn({ error: "server_error" }, { address }))).toBe("/login?provider=provider-error");
    }
    expect(locationOf(await providerSignIn({ sub: freshSubject() }, { address }))).toBe("/");
    expect(locationOf(await providerSignIn({ error: "server_error" }, { address }))).toBe("/login?provider=provider-error");
    expect(locationOf(await providerSignIn({ sub: freshSubject() }, { address }))).toBe("/login?provider=rate-limited");
  });
});
