import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUTH_TYPES } from "../../../shared/domain/vocabulary";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { inList } from "./sql-enum";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email"),
    username: text("username"),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    authType: text("auth_type", { enum: AUTH_TYPES }).notNull().default("local"),
    externalId: text("external_id"),
    /** "Back up changed jobs every night": the cron makes an automatic job backup of each job changed since its last backup. */
    nightlyBackups: integer("nightly_backups", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_external_id_unique").on(t.externalId),
    check("users_auth_type_check", inList(t.authType, AUTH_TYPES)),
    check("users_local_has_password", sql`${t.authType} <> 'local' or ${t.passwordHash} is not null`),
  ],
);

/** `reauthAt`: when this session's user last proved it again through the provider (ms since epoch), for actions that ask for a fresh sign-in. */
export type SessionData = { createdAt: number; reauthAt?: number };

export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sess: text("sess", { mode: "json" }).notNull().$type<SessionData>(),
    expire: timestamp("expire").notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_id_idx").on(t.userId)],
);
