import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { handleFakeOidc } from "./scripts/fake-oidc.mjs";
import { handleVpic } from "./scripts/fake-vpic.mjs";

const distDir = fileURLToPath(new URL("./dist", import.meta.url));
const assetsDir = existsSync(`${distDir}/index.html`) ? distDir : fileURLToPath(new URL("./public", import.meta.url));
const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
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
              // The built app when there is one (npm test builds first), so the shell's caching is tested; else public/,
              // which holds the static files the Worker itself reads (the PDF fonts).
              assets: { directory: assetsDir, binding: "ASSETS" },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "shared/**/*.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}"],
          // Typing through a whole form takes seconds when the two cores are busy with other work.
          testTimeout: 30_000,
          setupFiles: ["./web/test/setup.ts"],
        },
      },
    ],
  },
});
