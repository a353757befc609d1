import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LENGTH_UNITS } from "../../../shared/domain/units";
import { AUTH_TYPES } from "../../../shared/domain/vocabulary";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { inList, nullOr } from "./sql-enum";

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
    businessName: text("business_name"),
    phone: text("phone"),
    /** The business logo's R2 key, under `users/{id}/`, fresh for each upload. */
    logoKey: text("logo_key"),
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

/**
 * The shop's defaults for measurements, estimates and quotes (settings, "Units and defaults"); an
 * account without a row has the defaults below. A table of its own, so adding it rebuilds no table
 * that others reference.
 */
export const accountPreferences = sqliteTable(
  "account_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lengthUnit: text("length_unit", { enum: LENGTH_UNITS }).notNull().default("in"),
    rollWidth: real("roll_width").notNull().default(60),
    wastePercentage: real("waste_percentage").notNull().default(10),
    /** Null: the currency of the browser's region. */
    currency: text("currency"),
    laborRate: real("labor_rate"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("account_preferences_length_unit_check", inList(t.lengthUnit, LENGTH_UNITS)),
    check("account_preferences_roll_width_range", sql`${t.rollWidth} > 0`),
    check("account_preferences_waste_range", sql`${t.wastePercentage} between 0 and 100`),
    check("account_preferences_currency_code", nullOr(t.currency, sql`length(${t.currency}) = 3`)),
    check("account_preferences_labor_rate_range", nullOr(t.laborRate, sql`${t.laborRate} >= 0`)),
  ],
);

/**
 * `reauthAt`: when the user last proved themselves to the identity provider in this session (ms
 * epoch), so a step that needs a fresh sign-in (deleting an account without a password) can ask.
 * `lastUsedAt`, `userAgent` and `country` describe the session on the devices list.
 */
export type SessionData = { createdAt: number; lastUsedAt?: number; userAgent?: string; country?: string; reauthAt?: number; connectPermitAt?: number };

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
