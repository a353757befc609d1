import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { handleFakeOidc } from "./scripts/fake-oidc.mjs";
import { handleVpic } from "./scripts/fake-vpic.mjs";

const distDir = fileURLToPath(new URL("./dist", import.meta.url));
const assetsDir = existsSync(`${distDir}/index.html`) ? distDir : fileURLToPath(new URL("./public", import.meta.url));
const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
const pdfAssetsDir = fileURLToPath(new URL("./worker/pdf/assets", import.meta.url));

/** The PDF Worker's static assets (the fonts), as its FONTS binding serves them. */
async function servePdfAsset(request: Request): Promise<Response> {
  try {
    return new Response(await readFile(join(pdfAssetsDir, normalize(new URL(request.url).pathname))));
  } catch {
    return new Response("Not found", { status: 404 });
  }
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; the Worker suite waits on workerd more than it computes, and on two cores
    // two files at a time took its run from 634 s to 369 s with the same results.
    maxWorkers: "100%",
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            // The app's Worker plus the PDF Worker's entrypoint (worker/test/main.ts), which the PDF binding below calls over RPC.
            main: "./worker/test/main.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                VPIC_BASE_URL: "http://vpic.test/api/vehicles",
                VPIC_TIMEOUT_MS: "1000",
              },
              // The outside world in tests: a fake identity provider (scripts/fake-oidc.mjs) answers every host under idp.test,
              // the public VIN database's fake (scripts/fake-vpic.mjs) every other outbound fetch.
              outboundService: (request: Request) => (new URL(request.url).hostname.endsWith("idp.test") ? handleFakeOidc(request) : handleVpic(request)),
              // The built app when there is one (npm test builds first), so the shell's caching is tested; else public/.
              assets: { directory: assetsDir, binding: "ASSETS" },
              // The PDF Worker's bindings beside the app's, since its entrypoint runs in this Worker here (worker/pdf/wrangler.toml).
              serviceBindings: { PDF: { name: "wrappilot", entrypoint: "PdfRenderer" }, FONTS: servePdfAsset },
              images: { binding: "IMAGES" },
            },
          })),
        ],
        test: {
          name: "worker",
          // One workerd for each of Vitest's workers instead of one per file (594 s -> about 150 s on two cores). Files share its D1,
          // R2 and module state, so every test makes its own accounts and reads only what it made.
          isolate: false,
          include: ["worker/**/*.test.ts", "shared/**/*.test.ts"],
          // A burst of 100 requests through workerd and local D1 can pass 5 s on a two-core machine running other suites.
          testTimeout: 30_000,
          setupFiles: ["./worker/test/apply-migrations.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          // One jsdom per worker instead of one per file, each file still in its own context: 146 s -> 37 s on two cores.
          pool: "vmThreads",
          include: ["web/**/*.test.{ts,tsx}"],
          // Typing through a whole form takes seconds when the two cores are busy with other work.
          testTimeout: 30_000,
          setupFiles: ["./web/test/setup.ts"],
        },
      },
    ],
  },
});
