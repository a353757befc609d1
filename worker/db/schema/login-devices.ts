import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt, id, timestamp } from "./columns";

/**
 * Browsers that signed in to an account before (OWASP's device cookie): the cookie holds a random
 * token, only its SHA-256 is kept. Sign-in attempts carrying it are limited per device instead of
 * by the account-wide lockout that strangers can trigger.
 */
export const loginDevices = sqliteTable(
  "login_devices",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [index("login_devices_user_id_idx").on(t.userId)],
);
