import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import robots from "../../public/robots.txt?raw";
import app from "../app";

const SPA_SHELL = "<!doctype html><title>WrapPilot</title>";
const STOCK_CACHING = "public, max-age=0, must-revalidate";

const files: Record<string, [type: string, body: string]> = {
  "/assets/index-B4x9Qz.js": ["text/javascript", "console.log(1)"],
  "/assets/index-C7p2Lm.css": ["text/css", "body{}"],
  "/sw.js": ["text/javascript", "self"],
  "/workbox-5a6b7c8d.js": ["text/javascript", "self"],
  "/registerSW.js": ["text/javascript", "self"],
  "/manifest.webmanifest": ["application/manifest+json", "{}"],
  "/icons/icon-192.png": ["image/png", "png"],
  "/favicon.svg": ["image/svg+xml", "<svg/>"],
  "/theme-init.js": ["text/javascript", "void 0"],
  "/robots.txt": ["text/plain", robots],
  "/share.html": ["text/html; charset=utf-8", "<!doctype html><title>Shared job</title>"],
};

/** Stands in for the ASSETS binding as wrangler.toml configures it: files, else the SPA shell (the tests have no build). */
const fakeAssets = {
  async fetch(request: Request) {
    const file = files[new URL(request.url).pathname];
    const [type, body] = file ?? ["text/html; charset=utf-8", SPA_SHELL];
    return new Response(body, { headers: { "Content-Type": type, "Cache-Control": STOCK_CACHING } });
  },
};

const get = (path: string, assets: { fetch(request: Request): Promise<Response> } = fakeAssets) =>
  app.request(path, {}, { ...env, ASSETS: assets });

describe("static assets", () => {
  it.each(["/assets/index-B4x9Qz.js", "/assets/index-C7p2Lm.css"])("serves the hashed build file %s for a year, immutable", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it.each(["/", "/jobs/0190c0de-0000-7000-8000-000000000000", "/sw.js", "/workbox-5a6b7c8d.js", "/registerSW.js", "/manifest.webmanifest"])(
    "has browsers revalidate %s",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
    },
  );

  it.each(["/favicon.svg", "/icons/icon-192.png"])("keeps the icon %s a day, as a start shows it more than once", async (path) => {
    expect((await get(path)).headers.get("Cache-Control")).toBe("public, max-age=86400");
    const unchanged = { fetch: async () => new Response(null, { status: 304, headers: { "Cache-Control": STOCK_CACHING } }) };
    expect((await get(path, unchanged)).headers.get("Cache-Control"), "revalidated").toBe("public, max-age=86400");
  });

  it("leaves other public files with the binding's caching", async () => {
    expect((await get("/theme-init.js")).headers.get("Cache-Control")).toBe(STOCK_CACHING);
  });

  it.each(["/assets/index-OldHash.js", "/assets/", "/robots.txt", "/favicon.ico"])(
    "answers 404 rather than the app's HTML for a missing file %s",
    async (path) => {
      const withoutFile = { fetch: async (request: Request) => (new URL(request.url).pathname === path ? fakeAssets.fetch(new Request("http://x/")) : fakeAssets.fetch(request)) };
      const response = await get(path, withoutFile);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).not.toMatch(/html/);
      expect(response.headers.get("Cache-Control")).not.toMatch(/immutable/);
    },
  );

  it("serves robots.txt as text", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain");
    expect(await response.text()).toBe(robots);
  });

  it.each(["/shared/abcdefghijklmnopqrstuv", "/shared/abc/"])("answers the share link %s with the public page, not the signed-in app", async (path) => {
    const response = await get(path);
    expect(await response.text()).toContain("<title>Shared job</title>");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("asks crawlers to leave share pages out of their index", async () => {
    expect((await get("/shared/abcdefghijklmnopqrstuv")).headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect((await get("/")).headers.get("X-Robots-Tag")).toBeNull();
  });
});

describe("robots.txt", () => {
  it("allows the landing page and disallows the API, share links and app routes", () => {
    const rules = robots.split("\n").filter((line) => /^(Allow|Disallow):/.test(line));
    expect(rules).toContain("Allow: /$");
    for (const path of ["/api/", "/shared/", "/jobs/", "/team", "/insights"]) expect(rules).toContain(`Disallow: ${path}`);
    expect(rules).not.toContain("Disallow: /");
  });
});

describe("the real ASSETS binding", () => {
  // The binding serves ./dist, which exists only after `vite build` (npm run check, npm start): skipped without it.
  it("serves robots.txt, immutable hashed assets and a revalidated shell and service worker", async (context) => {
    const fetchPath = (path: string) => exports.default.fetch(new Request(`http://localhost:8787${path}`));
    const shell = await fetchPath("/");
    if (!(shell.headers.get("Content-Type") ?? "").startsWith("text/html")) context.skip();
    expect(shell.headers.get("Cache-Control")).toBe("no-cache");
    const script = /\/assets\/[\w-]+\.js/.exec(await shell.text())?.[0] ?? "";
    expect((await fetchPath(script)).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await fetchPath("/sw.js")).headers.get("Cache-Control")).toBe("no-cache");
    const robotsFile = await fetchPath("/robots.txt");
    expect(robotsFile.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await robotsFile.text()).toBe(robots);
    expect((await fetchPath("/assets/gone-0000.js")).status).toBe(404);
  });
});
