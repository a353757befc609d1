import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { jobTabReads } from "../../shared/screen-reads";
import { call, signUp } from "../test/http";
import { TAB_START_SCRIPT } from "./tab-start";

const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/main-A1.css">';
const APP_HTML = `<!doctype html><html><head><meta charset="UTF-8" /><title>WrapPilot</title>${STYLESHEET}</head><body></body></html>`;
const PLAN = {
  shell: ["/assets/signed-in-app-B2.js", "/assets/shared-C3.js"],
  pages: [
    {
      path: "^/jobs/[^/]+$",
      files: ["/assets/job-detail-page-E5.js"],
      tabs: { overview: ["/assets/overview-tab-O1.js", "/assets/shared-C3.js"], measurements: ["/assets/measurements-tab-M2.js"] },
    },
  ],
};

const assets = {
  fetch: async (input: Request | URL) =>
    new URL(new Request(input).url).pathname === "/signed-in-preloads.json"
      ? Response.json(PLAN)
      : new Response(APP_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
};

const NAVIGATION = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };
const navigate = async (path: string, cookie: string) =>
  (await app.request(path, { headers: { ...NAVIGATION, Cookie: cookie } }, { ...env, ASSETS: assets })).text();

/** Each tab's template in the HTML: its modulepreloads and its read preloads. */
function tabStarts(html: string) {
  const starts = [...html.matchAll(/<template id="tab-start-([a-z]+)">(.*?)<\/template>/g)].map(([, tab, held = ""]) => [
    tab,
    {
      files: [...held.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="auto" href="([^"]+)">/g)].map((found) => found[1]),
      reads: [...held.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((found) => found[1]),
    },
  ]);
  return Object.fromEntries(starts);
}

describe("a job page's open tab in its start's HTML", () => {
  it("holds each tab's files, less what the start fetches at once, and its first reads, for the script that picks one before the stylesheet", async () => {
    const { cookie } = await signUp();
    const job = await (await call("/api/jobs", { cookie, body: { clientName: "Tab Start Co" } })).json<{ id: string }>();
    const html = await navigate(`/jobs/${job.id}`, cookie);
    const reads = jobTabReads(`/jobs/${job.id}`)!;
    expect(tabStarts(html)).toEqual({
      overview: { files: ["/assets/overview-tab-O1.js"], reads: reads.overview },
      measurements: { files: ["/assets/measurements-tab-M2.js"], reads: reads.measurements },
    });
    expect(html.indexOf(`<script>${TAB_START_SCRIPT}</script>`)).toBeGreaterThan(html.lastIndexOf('<template id="tab-start-'));
    expect(html.indexOf(`<script>${TAB_START_SCRIPT}</script>`), "an inline script after a stylesheet waits for it").toBeLessThan(html.indexOf(STYLESHEET));
    for (const read of Object.values(reads).flat()) expect((await call(read, { cookie })).status, read).toBe(200);
  });

  it("holds no reads for a session that does not hold, whose start asks who is signed in first", async () => {
    const starts = tabStarts(await navigate("/jobs/0190c0de-0000-7000-8000-000000000000", "wp_session=forged-token-value"));
    expect(starts.measurements).toEqual({ files: ["/assets/measurements-tab-M2.js"], reads: [] });
  });

  it("adds neither templates nor the script to a page without tabs", async () => {
    const { cookie } = await signUp();
    const html = await navigate("/", cookie);
    expect(html).not.toContain("tab-start-");
    expect(html).not.toContain("<script>");
  });
});
