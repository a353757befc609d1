import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PRICE_BASES } from "../../../shared/domain/estimate-math";
import { BACKUP_PROVIDERS, BACKUP_STATUSES, BACKUP_TYPES } from "../../../shared/domain/vocabulary";
import { users } from "./accounts";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { inList, nullOr } from "./sql-enum";

export const performanceMetrics = sqliteTable(
  "performance_metrics",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    metricType: text("metric_type").notNull(),
    value: real("value").notNull(),
    period: text("period").notNull(),
    /** The whole figure set for the period as JSON (`value` holds its job count), so one row answers a request. */
    data: text("data"),
    recordedAt: timestamp("recorded_at")
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index("performance_metrics_user_period_idx").on(t.userId, t.period, t.metricType)],
);

/**
 * Per aggregated account: the time zone its figures are cut in; `change_count`, which a trigger on
 * `jobs` raises on every insert, update and delete of the account's jobs (a counter, so no clocks are
 * compared); the count the last aggregation read; when that was; the next local midnight, when the
 * periods move on; and, after a failure, when to try again.
 */
export const insightState = sqliteTable("insight_state", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull().default("UTC"),
  changeCount: integer("change_count").notNull().default(0),
  aggregatedCount: integer("aggregated_count").notNull(),
  aggregatedAt: timestamp("aggregated_at").notNull(),
  staleAt: timestamp("stale_at").notNull(),
  /** Set when the account's figures failed to compute: the cron leaves it until then. */
  retryAfter: timestamp("retry_after"),
});

export const activityLogs = sqliteTable(
  "activity_logs",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    /** Whose history the entry belongs to: the job's owner (the actor may be a team member or a link visitor). */
    ownerId: text("owner_id"),
    action: text("action").notNull(),
    details: text("details"),
    timestamp: timestamp("timestamp")
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index("activity_logs_user_timestamp_idx").on(t.userId, t.timestamp),
    index("activity_logs_owner_timestamp_idx").on(t.ownerId, t.timestamp),
    index("activity_logs_job_timestamp_idx").on(t.jobId, t.timestamp),
  ],
);

export const materialEstimates = sqliteTable(
  "material_estimates",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    vinylRollWidth: real("vinyl_roll_width").notNull().default(60),
    vinylRollLength: real("vinyl_roll_length").notNull().default(75),
    totalSurfaceArea: real("total_surface_area").notNull(),
    wastePercentage: real("waste_percentage").notNull().default(10),
    rollsNeeded: integer("rolls_needed").notNull(),
    totalMaterialCost: real("total_material_cost"),
    laborHours: real("labor_hours"),
    totalLaborCost: real("total_labor_cost"),
    totalProjectCost: real("total_project_cost"),
    materialPrice: real("material_price"),
    materialPriceBasis: text("material_price_basis", { enum: PRICE_BASES }).notNull().default("roll"),
    laborRate: real("labor_rate"),
    currency: text("currency").notNull().default("USD"),
    revision: integer("revision").notNull().default(1),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("material_estimates_job_id_idx").on(t.jobId),
    check("material_estimates_area_range", sql`${t.totalSurfaceArea} >= 0`),
    check("material_estimates_waste_range", sql`${t.wastePercentage} between 0 and 100`),
    check("material_estimates_rolls_range", sql`${t.rollsNeeded} >= 0`),
    check("material_estimates_roll_size", sql`${t.vinylRollWidth} > 0 and ${t.vinylRollLength} > 0`),
    check("material_estimates_material_cost", nullOr(t.totalMaterialCost, sql`${t.totalMaterialCost} >= 0`)),
    check("material_estimates_labor_hours", nullOr(t.laborHours, sql`${t.laborHours} >= 0`)),
    check("material_estimates_labor_cost", nullOr(t.totalLaborCost, sql`${t.totalLaborCost} >= 0`)),
    check("material_estimates_project_cost", nullOr(t.totalProjectCost, sql`${t.totalProjectCost} >= 0`)),
    check("material_estimates_material_price", nullOr(t.materialPrice, sql`${t.materialPrice} >= 0`)),
    check("material_estimates_labor_rate", nullOr(t.laborRate, sql`${t.laborRate} >= 0`)),
    check("material_estimates_price_basis", inList(t.materialPriceBasis, PRICE_BASES)),
    check("material_estimates_currency", sql`length(${t.currency}) = 3`),
  ],
);

export const cloudBackups = sqliteTable(
  "cloud_backups",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    backupType: text("backup_type", { enum: BACKUP_TYPES }).notNull(),
    provider: text("provider", { enum: BACKUP_PROVIDERS }).notNull().default("r2"),
    storageKey: text("storage_key"),
    cloudFileId: text("cloud_file_id"),
    cloudFileName: text("cloud_file_name"),
    status: text("status", { enum: BACKUP_STATUSES }).notNull().default("pending"),
    fileSize: integer("file_size"),
    lastSyncAt: timestamp("last_sync_at"),
    errorMessage: text("error_message"),
    /** Made by the nightly cron rather than by a person: pruned first when a job holds too many. */
    automatic: integer("automatic", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cloud_backups_user_id_idx").on(t.userId),
    index("cloud_backups_job_id_idx").on(t.jobId, t.createdAt),
    index("cloud_backups_status_idx").on(t.status, t.createdAt),
    check("cloud_backups_type_check", inList(t.backupType, BACKUP_TYPES)),
    check("cloud_backups_provider_check", inList(t.provider, BACKUP_PROVIDERS)),
    check("cloud_backups_status_check", inList(t.status, BACKUP_STATUSES)),
    check("cloud_backups_file_size_range", nullOr(t.fileSize, sql`${t.fileSize} >= 0`)),
  ],
);
