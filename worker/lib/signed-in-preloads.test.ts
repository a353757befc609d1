import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../app";

const APP_HTML = "<!doctype html><html><head><title>WrapPilot</title></head><body></body></html>";
const PLAN = {
  shell: ["/assets/query-app-A1.js", "/assets/signed-in-app-B2.js", "/assets/shared-C3.js"],
  pages: [
    { path: "^/$", files: ["/assets/dashboard-page-D4.js", "/assets/shared-C3.js"] },
    { path: "^/jobs/[^/]+$", files: ["/assets/job-detail-page-E5.js"], later: ["/assets/photos-tab-F6.js", "/assets/shared-C3.js"] },
  ],
};

/** The ASSETS binding as wrangler.toml configures it, over a build with the given plan (or none). */
function assetsWith(plan: unknown) {
  const asked: Request[] = [];
  const assets = {
    asked,
    async fetch(input: Request | URL) {
      const request = new Request(input);
      asked.push(request);
      const path = new URL(request.url).pathname;
      if (path === "/signed-in-preloads.json") {
        if (plan === undefined) return new Response(APP_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } });
        return Response.json(plan);
      }
      if (path === "/share.html") return new Response("<!doctype html><html><head><title>Shared job</title></head></html>", { headers: { "Content-Type": "text/html" } });
      if (request.headers.has("If-None-Match")) return new Response(null, { status: 304, headers: { ETag: '"app"' } });
      return new Response(APP_HTML, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"app"' } });
    },
  };
  return assets;
}

const SIGNED_IN = { Cookie: "wp_session=whatever-the-token" };

const get = (path: string, assets: ReturnType<typeof assetsWith>, headers: Record<string, string> = {}) =>
  app.request(path, { headers }, { ...env, ASSETS: assets });

const preloads = async (response: Response) =>
  [...(await response.text()).matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1] ?? "");

describe("signed-in preloads", () => {
  it("lists the shell's and the dashboard's chunks once each in a signed-in start's HTML", async () => {
    const response = await get("/", assetsWith(PLAN), SIGNED_IN);
    expect(response.status).toBe(200);
    expect(await preloads(response)).toEqual(["/assets/query-app-A1.js", "/assets/signed-in-app-B2.js", "/assets/shared-C3.js", "/assets/dashboard-page-D4.js"]);
  });

  it("lists a job page's chunks for a job's path, and only the shell's for a path without a page of its own", async () => {
    const assets = assetsWith(PLAN);
    expect(await preloads(await get("/jobs/0190c0de-0000-7000-8000-000000000000", assets, SIGNED_IN))).toEqual([
      ...PLAN.shell,
      "/assets/job-detail-page-E5.js",
      "/assets/photos-tab-F6.js",
    ]);
    expect(await preloads(await get("/team", assets, SIGNED_IN))).toEqual(PLAN.shell);
  });

  it("holds back the parts a page fetches once shown in a template after the others, less what the start has", async () => {
    const plan = {
      shell: PLAN.shell,
      pages: [{ path: "^/jobs/[^/]+$", files: ["/assets/job-detail-page-E5.js"], later: ["/assets/toaster-T7.js"], onceShown: ["/assets/photos-tab-F6.js", "/assets/shared-C3.js"] }],
    };
    const html = await (await get("/jobs/0190c0de-0000-7000-8000-000000000000", assetsWith(plan), SIGNED_IN)).text();
    const [atOnce = "", held = ""] = html.split('<template id="parts-once-shown">');
    expect(await preloads(new Response(atOnce))).toEqual([...PLAN.shell, "/assets/job-detail-page-E5.js", "/assets/toaster-T7.js"]);
    expect(await preloads(new Response(held))).toEqual(["/assets/photos-tab-F6.js"]);
    expect(held).toMatch(/<\/template><\/head>/);
    expect(await (await get("/", assetsWith(plan), SIGNED_IN)).text()).not.toContain("<template");
  });

  it("reads the build's plan once, not on every navigation", async () => {
    const assets = assetsWith(PLAN);
    for (let i = 0; i < 3; i += 1) await (await get("/", assets, SIGNED_IN)).text();
    expect(assets.asked.filter((request) => request.url.endsWith("/signed-in-preloads.json"))).toHaveLength(1);
  });

  it("always answers a signed-in start in whole, varying by cookie and without a validator another variant could match", async () => {
    const response = await get("/", assetsWith(PLAN), { ...SIGNED_IN, "If-None-Match": '"app"' });
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Cookie");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(await preloads(response)).toHaveLength(4);
  });

  it.each([
    ["a visitor without a session cookie", "/", {}],
    ["the HTML file the service worker precaches for everyone", "/index.html", SIGNED_IN],
    ["a share link's page", "/shared/abcdefghijklmnopqrstuv", SIGNED_IN],
  ])("leaves the HTML as built for %s", async (_case, path, headers) => {
    const response = await get(path, assetsWith(PLAN), headers);
    expect(response.status).toBe(200);
    expect(await preloads(response)).toEqual([]);
  });

  it.each([
    ["no plan", undefined],
    ["a plan naming something other than a build file", { shell: ['/assets/x.js"><script>alert(1)</script>'], pages: [] }],
  ])("serves the HTML without preloads when the build has %s", async (_case, plan) => {
    const response = await get("/", assetsWith(plan), SIGNED_IN);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>WrapPilot</title>");
    expect(html).not.toContain("modulepreload");
  });
});

describe("signed-in preloads with the real build", () => {
  // The ASSETS binding serves ./dist, which exists only after `vite build` (npm run check, npm start): skipped without it.
  it("preloads real chunks of the build for a signed-in start on the dashboard", async (context) => {
    const fetchPath = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(new Request(`http://localhost:8787${path}`, { headers }));
    if (!(await fetchPath("/signed-in-preloads.json")).ok) context.skip();
    const files = await preloads(await fetchPath("/", SIGNED_IN));
    expect(files.some((file) => /\/assets\/dashboard-page-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of files) expect((await fetchPath(file)).headers.get("Content-Type")).toMatch(/javascript/);
  });

  it("preloads a job page's start and toast viewport at once, holds each tab's for the open one, and the rest until it is shown", async (context) => {
    const fetchPath = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(new Request(`http://localhost:8787${path}`, { headers }));
    if (!(await fetchPath("/signed-in-preloads.json")).ok) context.skip();
    const html = await (await fetchPath("/jobs/0190c0de-0000-7000-8000-000000000000", SIGNED_IN)).text();
    const tabStartsAt = html.indexOf('<template id="tab-start-');
    const tabStartsEnd = html.indexOf("</script>", tabStartsAt);
    const tabStarts = html.slice(tabStartsAt, tabStartsEnd);
    expect(tabStartsEnd, "the tab start's script comes before the built stylesheet, which it would otherwise wait for").toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    const [atOnce = "", held = ""] = (html.slice(0, tabStartsAt) + html.slice(tabStartsEnd)).split('<template id="parts-once-shown">');
    const at = async (part: string, name: string) =>
      (await preloads(new Response(part))).findIndex((file) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(file));
    for (const first of ["job-detail-page", "toaster"]) expect(await at(atOnce, first), first).toBeGreaterThan(-1);
    expect(await at(atOnce, "overview-tab")).toBe(-1);
    expect(await at(held, "toaster")).toBe(-1);
    for (const tab of ["overview", "wrapulator", "photos", "measurements", "notes", "files", "backup"]) {
      const [, start = ""] = tabStarts.split(`<template id="tab-start-${tab}">`);
      const first = /<link rel="modulepreload" crossorigin fetchpriority="auto" href="([^"]+)">/.exec(start)?.[1];
      expect(first, tab).toMatch(new RegExp(`^/assets/${tab === "backup" ? "backup-share" : tab}-tab-[\\w-]+\\.js$`));
    }
    for (const part of ["photos-tab", "measurements-tab", "notes-tab", "files-tab", "backup-share-tab", "edit-job-dialog"]) {
      expect(await at(held, part), part).toBeGreaterThan(-1);
      expect(await at(held, part), `Edit job before ${part}`).toBeGreaterThanOrEqual(await at(held, "edit-job-dialog"));
    }
  });
});
