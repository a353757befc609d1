import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

export const rateLimitEvents = sqliteTable(
  "rate_limit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: timestamp("at").notNull(),
  },
  (t) => [index("rate_limit_events_key_at_idx").on(t.key, t.at), index("rate_limit_events_at_idx").on(t.at)],
);

export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/** Secrets the database draws for itself when migrated (SQLite's randomblob), such as the key rate limits pseudonymise addresses with. */
export const appSecrets = sqliteTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Restores under way. A restore stores its job's objects in R2 before the one batch that writes the job (and deletes
 * this row); one cut off between the two leaves objects no row names, which the hourly cron deletes once the row is
 * older than any restore runs (`sweepCutOffRestores`).
 */
export const restoresUnderWay = sqliteTable(
  "restores_under_way",
  {
    jobId: text("job_id").primaryKey(),
    startedAt: timestamp("started_at").notNull(),
  },
  (t) => [index("restores_under_way_started_at_idx").on(t.startedAt)],
);

/**
 * Objects stored before the row that names them is written, or about to stop being named (a markup's old renditions).
 * Marked before the first object is stored and forgotten once settled; one whose request was cut off midway is left
 * marked, and the hourly cron deletes it if no row names it then (`sweepObjectsInFlight`). Each belongs to a job (its
 * photos, files, voice notes, a client's marks on a design) or to a user (the business logo), whose rows are asked.
 */
export const objectsInFlight = sqliteTable(
  "objects_in_flight",
  {
    key: text("key").primaryKey(),
    jobId: text("job_id"),
    userId: text("user_id"),
    startedAt: timestamp("started_at").notNull(),
  },
  (t) => [
    index("objects_in_flight_started_at_idx").on(t.startedAt),
    check("objects_in_flight_one_owner", sql`(${t.jobId} is null) <> (${t.userId} is null)`),
  ],
);
