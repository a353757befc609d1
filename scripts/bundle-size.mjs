// Reports the gzip size of the JavaScript each first screen needs (entry plus its lazy route chunks
// and their static imports) and fails when one is over the 150 KB budget.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const manifest = JSON.parse(readFileSync("dist/.vite/manifest.json", "utf8"));
const screens = {
  landing: ["index.html", "web/pages/landing/landing-page.tsx"],
  "sign-in": ["index.html", "web/pages/auth/login-page.tsx"],
  dashboard: ["index.html", "web/signed-in-app.tsx", "web/pages/dashboard/dashboard-page.tsx"],
};

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

let failed = false;
for (const [screen, entries] of Object.entries(screens)) {
  const files = new Set();
  for (const entry of entries) collect(entry, files);
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length, 0);
  const kb = bytes / 1024;
  const over = kb > BUDGET_KB;
  failed ||= over;
  console.log(`first-screen JS (gzip) ${screen.padEnd(10)} ${kb.toFixed(1).padStart(6)} KB in ${files.size} files${over ? `  OVER ${BUDGET_KB} KB` : ""}`);
}
process.exit(failed ? 1 : 0);
