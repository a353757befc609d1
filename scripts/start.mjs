// `npm start`: builds the web app, applies every D1 migration to local state and serves the
// whole app (the app's Worker + static assets, the PDF Worker it binds to, local D1 and R2) in
// workerd on http://localhost:$PORT: one wrangler dev process, both configs.
// Flags: --reuse-build skips the build when dist/ exists (the browser tests use it after `npm run check`);
// --fresh-state deletes the local D1/R2 state first. SIGNUPS_PER_ADDRESS_PER_HOUR, REPORT_D1_QUERIES, VPIC_* and the provider
// sign-in settings (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME, OIDC_SCOPES), when set, are passed to the Worker.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
const port = process.env.PORT ?? "8787";
const persistTo = process.env.WRAPPILOT_STATE_DIR ?? ".wrangler/state";
const env = {
  ...process.env,
  PATH: `${root}node_modules/.bin:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
  CI: process.env.CI ?? "true",
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!(process.argv.includes("--reuse-build") && existsSync(`${root}dist/index.html`))) {
  run(bin("vite"), ["build"]);
}
if (process.argv.includes("--fresh-state")) rmSync(persistTo, { recursive: true, force: true });
run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);

const passed = [
  "SIGNUPS_PER_ADDRESS_PER_HOUR",
  "REPORT_D1_QUERIES",
  "VPIC_BASE_URL",
  "VPIC_TIMEOUT_MS",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_PROVIDER_NAME",
  "OIDC_SCOPES",
];
const vars = passed.flatMap((name) =>
  process.env[name] ? ["--var", `${name}:${process.env[name]}`] : [],
);
const server = spawn(
  bin("wrangler"),
  ["dev", "-c", "wrangler.toml", "-c", "worker/pdf/wrangler.toml", "--port", port, "--ip", "127.0.0.1", "--persist-to", persistTo, "--show-interactive-dev-session=false", "--test-scheduled", ...vars],
  { cwd: root, env, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
