import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt, id, updatedAt } from "./columns";
import { jobs } from "./jobs";

/** A job's written notes, newest first on its Notes tab; the job's own `notes` field stays its summary. */
export const notes = sqliteTable(
  "notes",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("notes_job_created_idx").on(t.jobId, t.createdAt), check("notes_body_length", sql`length(${t.body}) between 1 and 10000`)],
);
