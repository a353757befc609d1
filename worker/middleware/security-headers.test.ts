import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { THEME_INIT_SCRIPT } from "../../shared/theme-init";
import { TAB_START_SCRIPT } from "../lib/tab-start";

const fetchPath = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(new Request(`http://localhost:8787${path}`, { headers }));

async function hashOf(script: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];

describe("the Content Security Policy's scripts", () => {
  it("allows the app's own files and its two inline scripts, each by its hash, and no other inline script", async () => {
    const policy = (await fetchPath("/api/health")).headers.get("Content-Security-Policy") ?? "";
    expect(scriptSources(policy)).toEqual(["'self'", await hashOf(THEME_INIT_SCRIPT), await hashOf(TAB_START_SCRIPT)]);
  });

  // The ASSETS binding serves ./dist, which exists only after `vite build` (npm run check, npm start): skipped without it.
  it("allows every inline script the built pages carry: the app's, a signed-in job page's and a share link's", async (context) => {
    if (!(await fetchPath("/signed-in-preloads.json")).ok) context.skip();
    const pages = ["/", "/jobs/0190c0de-0000-7000-8000-000000000000", "/shared/abcdefghijklmnopqrstuv"];
    for (const path of pages) {
      const response = await fetchPath(path, { Cookie: "wp_session=whatever-the-token" });
      const allowed = scriptSources(response.headers.get("Content-Security-Policy") ?? "");
      const inline = [...(await response.text()).matchAll(/<script>([^<]*)<\/script>/g)].map((found) => found[1]!);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const script of inline) expect(allowed, path).toContain(await hashOf(script));
    }
  });
});
