/**
 * A signed-in navigation's HTML lists the lazy chunks its start waits for (the build's
 * signed-in-preloads.json, written by scripts/vite/signed-in-preloads.ts) as modulepreloads, so a phone
 * on a weak signal fetches them together instead of one round trip after another; then the page's
 * parts it may load later, fetched (not run) so they are on the phone if the signal goes, or held in a template
 * for the page to fetch once it is shown when they would crowd its first screen. When the session holds, the
 * screen's first API reads come first, as preloads the app's own requests pick up.
 */
import * as z from "zod";
import { PARTS_ONCE_SHOWN_ELEMENT_ID } from "../../shared/parts-once-shown";
import type { Env } from "../env";

const PLAN_PATH = "/signed-in-preloads.json";
const BUILD_FILE = z.string().regex(/^\/assets\/[\w.-]+\.js$/);
const TAB = z.string().regex(/^[a-z]{1,32}$/);
const planSchema = z.object({
  shell: z.array(BUILD_FILE),
  pages: z.array(
    z.object({
      path: z.string(),
      files: z.array(BUILD_FILE),
      tabs: z.record(TAB, z.array(BUILD_FILE)).default({}),
      later: z.array(BUILD_FILE).default([]),
      onceShown: z.array(BUILD_FILE).default([]),
    }),
  ),
});

type Assets = Env["ASSETS"];
type Plan = { shell: string[]; pages: { path: RegExp; files: string[]; tabs: Record<string, string[]>; later: string[]; onceShown: string[] }[] };
/** The files a start fetches at once, those of each tab it may open (by the address's #), and those it fetches once its screen is shown. */
export type StartFiles = { now: string[]; tabs: Record<string, string[]>; onceShown: string[] };

const plans = new WeakMap<Assets, Promise<Plan | null>>();

async function readPlan(assets: Assets, origin: string): Promise<Plan | null> {
  const response = await assets.fetch(new URL(PLAN_PATH, origin));
  if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) return null;
  const parsed = planSchema.safeParse(await response.json());
  if (!parsed.success) return null;
  return { shell: parsed.data.shell, pages: parsed.data.pages.map(({ path, ...files }) => ({ path: new RegExp(path), ...files })) };
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

export async function preloadsFor(assets: Assets, url: URL): Promise<StartFiles> {
  const plan = await planOf(assets, url.origin);
  if (!plan) return { now: [], tabs: {}, onceShown: [] };
  const page = plan.pages.find(({ path }) => path.test(url.pathname));
  const now = [...new Set([...plan.shell, ...(page?.files ?? []), ...(page?.later ?? [])])];
  const notNow = (files: string[]) => files.filter((file) => !now.includes(file));
  const tabs = Object.fromEntries(Object.entries(page?.tabs ?? {}).map(([tab, files]) => [tab, notNow(files)]));
  return { now, tabs, onceShown: notNow(page?.onceShown ?? []) };
}

/** Fetched after the entry's own, or at the browser's default priority (`"auto"`) for what the screen shows first. */
export const modulePreloads = (files: string[], priority: "low" | "auto" = "low") =>
  files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="${priority}" href="${file}">`).join("");

export const readPreloads = (reads: string[]) => reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${read}">`).join("");

/** The app's HTML (a kilobyte) with the files as modulepreloads at the end of its head, fetched after the entry's own. */
export function withPreloads(html: string, { now, onceShown }: StartFiles): string {
  const held = onceShown.length ? `<template id="${PARTS_ONCE_SHOWN_ELEMENT_ID}">${modulePreloads(onceShown)}</template>` : "";
  return html.replace("</head>", `${modulePreloads(now)}${held}</head>`);
}

/** The screen's first reads (shared/screen-reads.ts) as preloads at the start of the head, before the entry's script. */
export function withReadPreloads(html: string, reads: string[]): string {
  return html.replace("<head>", `<head>${readPreloads(reads)}`);
}
