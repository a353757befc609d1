import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INVITABLE_ROLES, JOB_SHARE_ACCESS_LEVELS, QR_SHARE_ACCESS_LEVELS, TEAM_ROLES } from "../../../shared/domain/vocabulary";
import { users } from "./accounts";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { inList } from "./sql-enum";

export const teams = sqliteTable(
  "teams",
  {
    id: id(),
    name: text("name").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("teams_owner_id_unique").on(t.ownerId)],
);

export const teamMembers = sqliteTable(
  "team_members",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    role: text("role", { enum: TEAM_ROLES }).notNull().default("installer"),
    joinedAt: timestamp("joined_at")
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex("team_members_team_user_unique").on(t.teamId, t.userId),
    uniqueIndex("team_members_user_id_unique").on(t.userId),
    check("team_members_role_check", inList(t.role, TEAM_ROLES)),
  ],
);

/** A pending invitation to a team, addressed to an email (with or without an account yet); accepting or declining removes it. */
export const teamInvitations = sqliteTable(
  "team_invitations",
  {
    id: id(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased, as accounts store theirs. */
    email: text("email").notNull(),
    role: text("role", { enum: INVITABLE_ROLES }).notNull().default("installer"),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("team_invitations_team_email_unique").on(t.teamId, t.email),
    index("team_invitations_email_idx").on(t.email),
    check("team_invitations_role_check", inList(t.role, INVITABLE_ROLES)),
  ],
);

export const jobShares = sqliteTable(
  "job_shares",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sharedWithUserId: text("shared_with_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sharedByUserId: text("shared_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessLevel: text("access_level", { enum: JOB_SHARE_ACCESS_LEVELS }).notNull().default("view"),
    sharedAt: timestamp("shared_at")
      .notNull()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp("expires_at"),
  },
  (t) => [
    uniqueIndex("job_shares_job_user_unique").on(t.jobId, t.sharedWithUserId),
    index("job_shares_shared_with_idx").on(t.sharedWithUserId),
    index("job_shares_shared_by_idx").on(t.sharedByUserId),
    check("job_shares_access_level_check", inList(t.accessLevel, JOB_SHARE_ACCESS_LEVELS)),
  ],
);

export const qrShares = sqliteTable(
  "qr_shares",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token: the token itself is shown once, at creation, and never stored. */
    tokenHash: text("token_hash").notNull(),
    accessLevel: text("access_level", { enum: QR_SHARE_ACCESS_LEVELS }).notNull().default("view"),
    expiresAt: timestamp("expires_at"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    viewCount: integer("view_count").notNull().default(0),
    lastAccessedAt: timestamp("last_accessed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("qr_shares_token_hash_unique").on(t.tokenHash),
    index("qr_shares_job_id_idx").on(t.jobId),
    index("qr_shares_created_by_idx").on(t.createdBy),
    check("qr_shares_access_level_check", inList(t.accessLevel, QR_SHARE_ACCESS_LEVELS)),
    check("qr_shares_view_count_range", sql`${t.viewCount} >= 0`),
  ],
);
