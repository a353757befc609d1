// Fails when the SQL in migrations/ and the Drizzle schema disagree: applies every migration to one
// in-memory SQLite database and the schema's own DDL (`drizzle-kit export`) to another, then
// compares columns, indexes, foreign keys and CHECK constraints table by table.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const statements = (sql) => sql.split("--> statement-breakpoint").map((part) => part.trim()).filter(Boolean);

function load(sqlParts) {
  const db = new DatabaseSync(":memory:");
  db.exec("PRAGMA foreign_keys = ON");
  for (const part of sqlParts) db.exec(part);
  return db;
}

const normalise = (sql) => (sql ?? "").replace(/[`"\s]/g, "").replace(/__new_/g, "").toLowerCase();

function describe(db) {
  const tables = db.prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'd1_migrations' order by name").all();
  return Object.fromEntries(
    tables.map(({ name, sql }) => [
      name,
      {
        columns: db.prepare(`pragma table_xinfo('${name}')`).all().map((c) => `${c.name} ${c.type} notnull=${c.notnull} default=${c.dflt_value} pk=${c.pk}`),
        indexes: db
          .prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null order by name")
          .all(name)
          .map((index) => normalise(index.sql)),
        foreignKeys: db.prepare(`pragma foreign_key_list('${name}')`).all().map((fk) => `${fk.from}->${fk.table}.${fk.to} on delete ${fk.on_delete}`).sort(),
        checks: (sql.match(/\bcheck\s*\(/gi) ?? []).length,
      },
    ]),
  );
}

const migrationsDir = `${root}migrations`;
const migrated = load(
  readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => statements(readFileSync(`${migrationsDir}/${file}`, "utf8"))),
);
const exported = execFileSync(`${root}node_modules/.bin/drizzle-kit`, ["export", "--sql"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
const declared = load(statements(exported).flatMap((part) => part.split(/;\s*\n(?=CREATE)/)));

const a = describe(migrated);
const b = describe(declared);
const problems = [];
for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
  if (!a[table]) problems.push(`${table}: in the schema but no migration creates it`);
  else if (!b[table]) problems.push(`${table}: created by a migration but missing from the schema`);
  else {
    for (const aspect of ["columns", "indexes", "foreignKeys"]) {
      const missing = b[table][aspect].filter((item) => !a[table][aspect].includes(item));
      const extra = a[table][aspect].filter((item) => !b[table][aspect].includes(item));
      for (const item of missing) problems.push(`${table} ${aspect}: schema has ${item}, migrations do not`);
      for (const item of extra) problems.push(`${table} ${aspect}: migrations have ${item}, schema does not`);
    }
    if (a[table].checks !== b[table].checks) problems.push(`${table}: migrations have ${a[table].checks} CHECK constraints, schema ${b[table].checks}`);
  }
}
if (problems.length) {
  console.error(`Migrations and schema disagree (run \`npm run db:generate\` or fix the SQL):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`Migrations match the schema: ${Object.keys(a).length} tables.`);
