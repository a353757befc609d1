import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SEARCH_FOLD_VERSION, foldText, jobSearchText } from "../../shared/domain/text-fold.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const MAKES = [["Honda", "Accord"], ["Ford", "Transit"], ["Toyota", "RAV4"], ["Tesla", "Model S"], ["Ford", "F-150"]];
const STATUSES = ["quote_sent", "in_progress", "completed", "on_hold"];
const ROWS_PER_INSERT = 200;

export const quote = (value) => `'${String(value).replaceAll("'", "''")}'`;

function jobRow(userId, i, now, spacingMs) {
  const [make, model] = MAKES[i % MAKES.length];
  const at = now - i * spacingMs;
  const status = STATUSES[i % STATUSES.length];
  const completedAt = status === "completed" ? Math.min(now, at + (1 + (i % 9)) * 86_400_000) : null;
  const clientName = i % 10 === 0 ? `Дмитрий Петров ${i % 40}` : `Client ${i % 400}`;
  const job = { clientName, jobName: `Job ${i}`, vehicleYear: 2015 + (i % 10), vehicleMake: make, vehicleModel: model };
  const values = [crypto.randomUUID(), userId, clientName, job.jobName, job.vehicleYear, make, model, status, 100 + (i % 80), i % 101, foldText(clientName), jobSearchText(job), SEARCH_FOLD_VERSION, completedAt, at, at];
  return `(${values.map((v) => (v === null ? "null" : typeof v === "number" ? v : quote(v))).join(", ")})`;
}

export function jobInserts(userId, count, now, spacingMs) {
  const statements = [];
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + ROWS_PER_INSERT); i += 1) rows.push(jobRow(userId, i, now, spacingMs));
    statements.push(
      `insert into jobs (id, user_id, client_name, job_name, vehicle_year, vehicle_make, vehicle_model, status, total_square_feet, progress, client_key, search_text, search_fold, completed_at, created_at, updated_at) values ${rows.join(",\n")};`,
    );
  }
  return statements;
}

/** Writes `count` jobs for the user straight into local D1, a minute apart (or `spacingMs`), as `wrangler d1 execute --local` does. */
export function seedJobs({ userId, count, stateDir, spacingMs = 60_000 }) {
  executeLocally(jobInserts(userId, count, Date.now(), spacingMs), stateDir);
}

/** `accounts` users with `jobsPerAccount` jobs each, spread evenly over the last `days` days. */
export function seedAccounts({ accounts, jobsPerAccount, days, stateDir }) {
  const now = Date.now();
  const statements = [];
  for (let a = 0; a < accounts; a += 1) {
    const userId = crypto.randomUUID();
    statements.push(`insert into users (id, username, password_hash, created_at, updated_at) values (${quote(userId)}, ${quote(`seeded_${userId}`)}, 'x', ${now}, ${now});`);
    statements.push(...jobInserts(userId, jobsPerAccount, now, Math.floor((days * 86_400_000) / jobsPerAccount)));
  }
  executeLocally(statements, stateDir);
}

export function executeLocally(statements, stateDir) {
  const dir = mkdtempSync(join(tmpdir(), "wrappilot-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, statements.join("\n"));
  const result = spawnSync(
    `${root}node_modules/.bin/wrangler`,
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--yes"],
    { cwd: root, env: { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}`, CI: "true" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed with ${result.status}`);
}
