import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL as baseURL, E2E_PORT as port, E2E_PROVIDER_APP_URL as providerAppURL, E2E_PROVIDER_URL as providerURL } from "./e2e/base-url";

/**
 * Debian's chromium-headless-shell: the same Chromium, in the headless mode Playwright uses with its own browsers, which
 * ran 10 phone tests in 50 s where the full browser took 66 s. The full browser where the shell is not installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** The public VIN database's local fake (scripts/fake-vpic.mjs), on the port after the app's. */
const fakeVpic = `http://127.0.0.1:${port + 1}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry on CI only, reported as flaky: a full run once lost the offline flow's measurement card for 15 s while
  // the queue-chaos test loaded both cores, and 9 runs of that test alone, loaded or not, could not reproduce it.
  retries: process.env.CI ? 1 : 0,
  // Most flows take 5-40 s on a busy 2-core machine; the long journeys (two phones, uploads, backups) set their own limit.
  timeout: 60_000,
  // A first visit on a busy 2-core CI machine was seen waiting over 7 s for one API answer while the service worker
  // precached the app beside the other worker's test (traces of the two flaky failures); the answer, not the app, was late.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Recording a trace slowed every test by about 60% on a 2-core machine (10 phone tests: 106 s traced, 66 s not), so
    // only a retry records one: on CI a failure's retry does, and `--trace=on` records one locally.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Every flow runs on the phone, the app's field device. The desktop project runs only the tests tagged for it: "@desktop"
  // where the wide layout takes another path (the side-by-side job list, drag-and-drop, the sidebar), "@desktop-only"
  // where the flow is a desktop habit (tabs side by side) or was written at that size. Running all of them twice doubled
  // a CI run that has to stay under 30 minutes, for screens whose layout the screenshots script shows at both sizes.
  projects: [
    {
      name: "phone",
      grepInvert: /@desktop-only/,
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    },
    { name: "desktop", grep: /@desktop/, use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: "node scripts/fake-vpic.mjs",
      url: `${fakeVpic}/__calls`,
      env: { FAKE_VPIC_PORT: String(port + 1) },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/start.mjs --reuse-build --fresh-state",
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        WRAPPILOT_STATE_DIR: ".wrangler/e2e-state",
        SIGNUPS_PER_ADDRESS_PER_HOUR: "1000",
        VPIC_BASE_URL: `${fakeVpic}/api/vehicles`,
        VPIC_TIMEOUT_MS: "1500",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    // Provider sign-in (e2e/provider-sign-in.spec.ts): a real provider, and a second copy of the app set up to use it,
    // so every other spec keeps seeing a server without a provider.
    {
      command: "node scripts/oidc-dev-provider.mjs",
      url: `${providerURL}/.well-known/openid-configuration`,
      env: { OIDC_DEV_PORT: String(port + 3), OIDC_DEV_REDIRECT_URIS: `${providerAppURL}/api/auth/callback` },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/start.mjs --reuse-build --fresh-state",
      url: `${providerAppURL}/api/health`,
      env: {
        PORT: String(port + 2),
        WRAPPILOT_STATE_DIR: ".wrangler/e2e-provider-state",
        SIGNUPS_PER_ADDRESS_PER_HOUR: "1000",
        OIDC_ISSUER: providerURL,
        OIDC_CLIENT_ID: "wrappilot-dev",
        OIDC_CLIENT_SECRET: "dev-secret",
        OIDC_PROVIDER_NAME: "Test Provider",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
