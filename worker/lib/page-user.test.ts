import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { PAGE_USER_ELEMENT_ID } from "../../shared/page-user";
import { call, signUp } from "../test/http";

const APP_HTML = '<!doctype html><html><head><title>WrapPilot</title></head><body><div id="root"></div></body></html>';
const DAY = 24 * 60 * 60 * 1000;

/** The ASSETS binding over a build whose every navigation is the app's HTML. */
const assets = {
  fetch: async () => new Response(APP_HTML, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"app"' } }),
};

const NAVIGATION = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

const navigate = (path: string, cookie?: string, headers: Record<string, string> = NAVIGATION) =>
  app.request(path, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } }, { ...env, ASSETS: assets });

const ELEMENT = new RegExp(`<script type="application/json" id="${PAGE_USER_ELEMENT_ID}">(.*?)</script>`);

async function servedUser(response: Response): Promise<unknown> {
  const found = ELEMENT.exec(await response.text());
  return found ? JSON.parse(found[1]!) : undefined;
}

describe("the signed-in user in the app's HTML", () => {
  it("carries the user GET /api/auth/user answers, kept by no shared cache", async () => {
    const { cookie } = await signUp();
    const response = await navigate("/jobs/0190c0de-0000-7000-8000-000000000000", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("Vary")).toBe("Cookie");
    expect(await servedUser(response)).toEqual(await (await call("/api/auth/user", { cookie })).json());
  });

  it("escapes a name that would close the element, and the JSON still reads back as the name", async () => {
    const { cookie, body } = await signUp();
    const name = '</script><script>alert(1)</script><!--';
    await env.DB.prepare("update users set first_name = ? where id = ?").bind(name, body.id).run();
    const response = await navigate("/", cookie);
    const html = await response.clone().text();
    expect(html).not.toContain("<script>alert");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(await servedUser(response)).toMatchObject({ id: body.id, firstName: name });
  });

  it.each(["Tom $& Co", "Cash$`", "Tom $' Co", "$$ Signs", "$1 Wraps"])("serves %s exactly: a $ in a name is text, not a replacement pattern", async (name) => {
    const { cookie, body } = await signUp();
    await env.DB.prepare("update users set first_name = ? where id = ?").bind(name, body.id).run();
    const response = await navigate("/", cookie);
    expect(await servedUser(response)).toMatchObject({ id: body.id, firstName: name });
  });

  it.each([
    ["a visitor without a session cookie", undefined],
    ["a forged session cookie", "wp_session=forged-token-value"],
  ])("carries nobody for %s", async (_case, cookie) => {
    const response = await navigate("/", cookie);
    expect(response.status).toBe(200);
    expect(await servedUser(response)).toBeUndefined();
  });

  it.each([
    ["a script's fetch, such as the service worker's precache", { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" }],
    ["a request that does not say what it is", {}],
  ])("carries nobody for %s, which could keep the page for whoever uses the device next", async (_case, headers) => {
    const { cookie } = await signUp();
    const response = await navigate("/", cookie, headers);
    expect(response.status).toBe(200);
    expect(await servedUser(response)).toBeUndefined();
  });

  it("carries nobody for a session that has expired, and ends it as an API request would", async () => {
    const { cookie, body } = await signUp();
    await env.DB.prepare("update sessions set expire = ? where user_id = ?").bind(Date.now() - 1000, body.id).run();
    expect(await servedUser(await navigate("/", cookie))).toBeUndefined();
    expect(await env.DB.prepare("select count(*) as n from sessions where user_id = ?").bind(body.id).first("n")).toBe(0);
  });

  it("renews the cookie of a session due to slide, as an API request would", async () => {
    const { cookie, body } = await signUp();
    await env.DB.prepare("update sessions set expire = ? where user_id = ?").bind(Date.now() + 10 * DAY, body.id).run();
    const response = await navigate("/", cookie);
    expect(response.headers.get("Set-Cookie")).toMatch(/wp_session=/);
    expect(await servedUser(response)).toMatchObject({ id: body.id });
  });
});

describe("the screen's first reads in the app's HTML", () => {
  const PRELOAD = /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g;
  const readPreloads = async (response: Response) => [...(await response.text()).matchAll(PRELOAD)].map((found) => found[1]);

  it.each([
    ["/", ["/api/jobs", "/api/jobs/stats", "/api/jobs?limit=5", "/api/team"]],
    ["/settings", ["/api/account", "/api/account/sessions", "/api/account/sign-in-methods", "/api/team"]],
    ["/jobs/0190c0de-0000-7000-8000-000000000000", ["/api/jobs/0190c0de-0000-7000-8000-000000000000"]],
    ["/team", []],
    ["/jobs/%22%3E%3Cscript%3E", []],
  ])("preloads what %s asks for first when the session holds", async (path, reads) => {
    const { cookie } = await signUp();
    expect(await readPreloads(await navigate(path, cookie))).toEqual(reads);
  });

  it.each([
    ["a visitor without a session cookie", undefined],
    ["a forged session cookie", "wp_session=forged-token-value"],
  ])("preloads nothing for %s, whose start asks who is signed in first", async (_case, cookie) => {
    expect(await readPreloads(await navigate("/", cookie))).toEqual([]);
  });

  it("answers a preloaded read to the session it was sent with", async () => {
    const { cookie } = await signUp();
    const html = await (await navigate("/", cookie)).text();
    for (const [, read] of html.matchAll(PRELOAD)) expect((await call(read!, { cookie })).status, read).toBe(200);
  });
});

describe("the page's reads and the D1 bookmark", () => {
  it("reads the user at least as new as the bookmark the web client keeps in its cookie", async () => {
    const { cookie } = await signUp();
    const bookmark = (await call("/api/jobs", { cookie, body: { clientName: "Bookmark Co" } })).headers.get("X-D1-Bookmark")!;
    const asked: string[] = [];
    const db = { withSession: (constraint: string) => (asked.push(constraint), env.DB.withSession(constraint)) };
    const headers = { ...NAVIGATION, Cookie: `${cookie}; wp_d1_bookmark=${bookmark}` };
    const response = await app.request("/", { headers }, { ...env, ASSETS: assets, DB: db });
    expect(await servedUser(response)).toBeDefined();
    expect(asked).toEqual([bookmark]);
  });
});
