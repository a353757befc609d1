// Reports the gzip size of the JavaScript each first screen needs (entry plus the lazy chunks it waits
// for before showing that screen, and their static imports) and fails when one is over its budget
// (issue 30): what a visitor, an installer and a share link's client load first on a weak signal.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGETS_KB = { landing: 90, "sign-in": 150, dashboard: 120, "shared-job": 70 };
const readManifest = (file) => JSON.parse(readFileSync(`dist/.vite/${file}`, "utf8"));
const manifest = readManifest("manifest.json");
// The share page is a build of its own, on Hono's renderer (scripts/vite/share-page-build.ts).
const shareManifest = readManifest("share-manifest.json");
// A signed-in start's lazy chunks are the ones its HTML preloads (scripts/vite/signed-in-preloads.ts).
const signedIn = JSON.parse(readFileSync("dist/signed-in-preloads.json", "utf8"));
const dashboardPage = signedIn.pages.find((page) => page.path === "^/$");
const screens = {
  landing: ["index.html", "web/pages/landing/landing-page.tsx"],
  "sign-in": ["index.html", "web/query-app.tsx", "web/pages/auth/login-page.tsx"],
  dashboard: ["index.html", ...signedIn.shell, ...dashboardPage.files],
  "shared-job": ["share.html"],
};

function collect(chunks, key, files) {
  const chunk = chunks[key] ?? Object.values(chunks).find((each) => `/${each.file}` === key);
  if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(chunks, imported, files);
}

const filesOf = (entries, chunks = manifest) => {
  const files = new Set();
  for (const entry of entries) collect(chunks, entry, files);
  return files;
};

let failed = false;
for (const [screen, entries] of Object.entries(screens)) {
  const files = filesOf(entries, screen === "shared-job" ? shareManifest : manifest);
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length, 0);
  const kb = bytes / 1024;
  const budget = BUDGETS_KB[screen];
  const over = kb > budget;
  failed ||= over;
  console.log(`first-screen JS (gzip) ${screen.padEnd(11)} ${kb.toFixed(1).padStart(6)} KB in ${files.size} files${over ? `  OVER ${budget} KB` : ""}`);
}

// No signed-in start runs zod (its own chunk, see vite.config.ts): building its schemas was a 40-90 ms task. Forms
// load it when opened. Nor does one load a dialog's code (Radix's focus trap, scroll lock and portal, about 15 KB),
// which comes in when a dialog first opens (web/components/ui/dialog.tsx). A job page's tabs are each a start of their own.
const jobPage = signedIn.pages.find((page) => page.path === "^/jobs/[^/]+$");
const jobTabs = Object.values(manifest)
  .flatMap((chunk) => chunk.dynamicImports ?? [])
  .filter((key, index, keys) => key.endsWith("-tab.tsx") && keys.indexOf(key) === index);
const signedInStarts = [
  ...signedIn.pages.map((page) => [page.path, [...signedIn.shell, ...page.files]]),
  ...jobTabs.map((tab) => [`job page, ${tab}`, [...signedIn.shell, ...jobPage.files, tab]]),
];
const DIALOG_PANELS = JSON.parse(readFileSync("scripts/vite/dialog-panels.json", "utf8"));
const unsplit = DIALOG_PANELS.filter((module) => !manifest[module]?.isDynamicEntry);
for (const module of unsplit) console.log(`${module} is not a part of its own: a screen imports it, not the dialog that loads it when opened`);
failed ||= unsplit.length > 0;
const everyPage = filesOf(["index.html"]);
const dialogCode = [...filesOf(DIALOG_PANELS.filter((module) => !unsplit.includes(module)))].filter((file) => !everyPage.has(file));
const notFirst = { zod: (file) => /^assets\/zod-/.test(file), "dialog code": (file) => dialogCode.includes(file) };
for (const [part, isPart] of Object.entries(notFirst)) {
  const withPart = signedInStarts.filter(([, entries]) => [...filesOf(entries)].some(isPart));
  for (const [start] of withPart) console.log(`${part} in the first screen of ${start}`);
  failed ||= withPart.length > 0;
  if (!withPart.length) console.log(`${part} in no signed-in start (${signedInStarts.length} checked, ${jobTabs.length} of them job tabs)`);
}
// Nor does a start fetch it beside its first screen, not even through the toasts' code, which every start fetches:
// each page that holds it fetches it once shown (`laterOnceShown`).
const dialogsAtOnce = signedIn.pages.filter((page) => page.later.some((file) => dialogCode.includes(file.slice(1))));
for (const page of dialogsAtOnce) console.log(`${page.path} fetches dialog code beside its first screen, not once shown`);
failed ||= dialogsAtOnce.length > 0;
// hono's client carries a cookie serializer no browser can use; the builds swap it (scripts/vite/swap-module.ts).
const carriesSerializer = ["landing", "shared-job"].filter((screen) => {
  const code = [...filesOf(screens[screen], screen === "shared-job" ? shareManifest : manifest)].map((file) => readFileSync(`dist/${file}`, "utf8")).join("\n");
  return !code.includes("cannot set its Cookie header") || code.includes("Cookie must have Secure attributes");
});
for (const screen of carriesSerializer) console.log(`the ${screen} build carries hono's cookie serializer`);
failed ||= carriesSerializer.length > 0;
// A job page's header opens Edit job: a signal lost while the other tabs' code comes in must not leave it dead.
const fileOf = (module) => `/${manifest[module].file}`;
const jobPageLater = [...jobPage.later, ...(jobPage.onceShown ?? [])];
const editJob = jobPageLater.indexOf(fileOf("web/features/jobs/edit-job-dialog.tsx"));
const firstTab = Math.min(...jobTabs.map((tab) => jobPageLater.indexOf(fileOf(tab))).filter((index) => index >= 0));
const editJobLate = editJob < 0 || editJob > firstTab;
failed ||= editJobLate;
console.log(editJobLate ? "a job page fetches Edit job after its other tabs" : "a job page fetches Edit job before its other tabs");
process.exit(failed ? 1 : 0);
