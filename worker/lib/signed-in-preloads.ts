/**
 * A signed-in navigation's HTML lists the lazy chunks its start waits for (the build's
 * signed-in-preloads.json, written by scripts/vite/signed-in-preloads.ts) as modulepreloads, so a phone
 * on a weak signal fetches them together instead of one round trip after another; then the page's
 * parts it may load later, fetched (not run) so they are on the phone if the signal goes. When the session
 * holds, the screen's first API reads come first, as preloads the app's own requests pick up.
 */
import * as z from "zod";
import type { Env } from "../env";

const PLAN_PATH = "/signed-in-preloads.json";
const BUILD_FILE = z.string().regex(/^\/assets\/[\w.-]+\.js$/);
const planSchema = z.object({
  shell: z.array(BUILD_FILE),
  pages: z.array(z.object({ path: z.string(), files: z.array(BUILD_FILE), later: z.array(BUILD_FILE).default([]) })),
});

type Assets = Env["ASSETS"];
type Plan = { shell: string[]; pages: { path: RegExp; files: string[]; later: string[] }[] };

const plans = new WeakMap<Assets, Promise<Plan | null>>();

async function readPlan(assets: Assets, origin: string): Promise<Plan | null> {
  const response = await assets.fetch(new URL(PLAN_PATH, origin));
  if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) return null;
  const parsed = planSchema.safeParse(await response.json());
  if (!parsed.success) return null;
  return { shell: parsed.data.shell, pages: parsed.data.pages.map(({ path, files, later }) => ({ path: new RegExp(path), files, later })) };
}

/** The build's plan, read once per isolate; a build without one (the tests' public/ folder) preloads nothing. */
function planOf(assets: Assets, origin: string): Promise<Plan | null> {
  let plan = plans.get(assets);
  if (!plan) {
    plan = readPlan(assets, origin).catch(() => null);
    plans.set(assets, plan);
  }
  return plan;
}

export async function preloadsFor(assets: Assets, url: URL): Promise<string[]> {
  const plan = await planOf(assets, url.origin);
  if (!plan) return [];
  const page = plan.pages.find(({ path }) => path.test(url.pathname));
  return [...new Set([...plan.shell, ...(page?.files ?? []), ...(page?.later ?? [])])];
}

/** The app's HTML (a kilobyte) with the files as modulepreloads at the end of its head, fetched after the entry's own. */
export function withPreloads(html: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`).join("");
  return html.replace("</head>", `${links}</head>`);
}

/** The screen's first reads (shared/screen-reads.ts) as preloads at the start of the head, before the entry's script. */
export function withReadPreloads(html: string, reads: string[]): string {
  const links = reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${read}">`).join("");
  return html.replace("<head>", `<head>${links}`);
}
