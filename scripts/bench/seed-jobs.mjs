import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { foldText, jobSearchText } from "../../shared/domain/text-fold.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const MAKES = [["Honda", "Accord"], ["Ford", "Transit"], ["Toyota", "RAV4"], ["Tesla", "Model S"], ["Ford", "F-150"]];
const STATUSES = ["quote_sent", "in_progress", "completed", "on_hold"];
const ROWS_PER_INSERT = 200;

const quote = (value) => `'${String(value).replaceAll("'", "''")}'`;

function jobRow(userId, i, now) {
  const [make, model] = MAKES[i % MAKES.length];
  const at = now - i * 60_000;
  const clientName = i % 10 === 0 ? `Дмитрий Петров ${i % 40}` : `Client ${i % 400}`;
  const job = { clientName, jobName: `Job ${i}`, vehicleYear: 2015 + (i % 10), vehicleMake: make, vehicleModel: model };
  return `(${[crypto.randomUUID(), userId, clientName, job.jobName, job.vehicleYear, make, model, STATUSES[i % STATUSES.length], 100 + (i % 80), i % 101, foldText(clientName), jobSearchText(job), at, at].map((v) => (typeof v === "number" ? v : quote(v))).join(", ")})`;
}

/** Writes `count` jobs for the user straight into local D1, as `wrangler d1 execute --local` does. */
export function seedJobs({ userId, count, stateDir }) {
  const now = Date.now();
  const statements = [];
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + ROWS_PER_INSERT); i += 1) rows.push(jobRow(userId, i, now));
    statements.push(
      `insert into jobs (id, user_id, client_name, job_name, vehicle_year, vehicle_make, vehicle_model, status, total_square_feet, progress, client_key, search_text, created_at, updated_at) values ${rows.join(",\n")};`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "wrappilot-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, statements.join("\n"));
  const result = spawnSync(
    `${root}node_modules/.bin/wrangler`,
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--yes"],
    { cwd: root, env: { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}`, CI: "true" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`seeding ${count} jobs failed`);
}
