CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`username` text,
	`password_hash` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`auth_type` text DEFAULT 'local' NOT NULL,
	`replit_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "users_auth_type_check" CHECK("users"."auth_type" in ('local', 'external')),
	CONSTRAINT "users_local_has_password" CHECK("users"."auth_type" <> 'local' or "users"."password_hash" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_replit_id_unique` ON `users` (`replit_id`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`filename` text NOT NULL,
	`url` text NOT NULL,
	`file_type` text NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `files_job_id_idx` ON `files` (`job_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_name` text NOT NULL,
	`job_name` text,
	`client_contact` text,
	`client_phone` text,
	`client_email` text,
	`location` text,
	`vehicle_vin` text,
	`vehicle_year` integer,
	`vehicle_make` text,
	`vehicle_model` text,
	`vehicle_color` text,
	`status` text DEFAULT 'quote_sent' NOT NULL,
	`total_square_feet` real,
	`notes` text,
	`progress` integer DEFAULT 0 NOT NULL,
	`due_date` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "jobs_status_check" CHECK("jobs"."status" in ('quote_sent', 'in_progress', 'completed', 'on_hold', 'cancelled')),
	CONSTRAINT "jobs_progress_range" CHECK("jobs"."progress" between 0 and 100),
	CONSTRAINT "jobs_total_square_feet_range" CHECK("jobs"."total_square_feet" is null or "jobs"."total_square_feet" >= 0),
	CONSTRAINT "jobs_vehicle_year_range" CHECK("jobs"."vehicle_year" is null or "jobs"."vehicle_year" between 1886 and 2100)
);
--> statement-breakpoint
CREATE INDEX `jobs_user_updated_idx` ON `jobs` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `jobs_user_status_idx` ON `jobs` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `jobs_user_client_idx` ON `jobs` (`user_id`,`client_name`);--> statement-breakpoint
CREATE TABLE `measurements` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`job_type` text NOT NULL,
	`panel` text,
	`width` real,
	`height` real,
	`length` real,
	`square_feet` real,
	`label` text,
	`notes` text,
	`photo_url` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "measurements_job_type_check" CHECK("measurements"."job_type" in ('vehicle', 'trailer', 'wall_graphic', 'custom')),
	CONSTRAINT "measurements_width_positive" CHECK("measurements"."width" is null or "measurements"."width" > 0),
	CONSTRAINT "measurements_height_positive" CHECK("measurements"."height" is null or "measurements"."height" > 0),
	CONSTRAINT "measurements_length_positive" CHECK("measurements"."length" is null or "measurements"."length" > 0),
	CONSTRAINT "measurements_square_feet_range" CHECK("measurements"."square_feet" is null or "measurements"."square_feet" >= 0)
);
--> statement-breakpoint
CREATE INDEX `measurements_job_id_idx` ON `measurements` (`job_id`);--> statement-breakpoint
CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`url` text NOT NULL,
	`filename` text NOT NULL,
	`caption` text,
	`category` text DEFAULT 'general' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "photos_category_check" CHECK("photos"."category" in ('general', 'measurement', 'progress', 'mockup'))
);
--> statement-breakpoint
CREATE INDEX `photos_job_id_idx` ON `photos` (`job_id`);--> statement-breakpoint
CREATE TABLE `voice_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`audio_url` text NOT NULL,
	`transcription` text,
	`duration` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "voice_notes_duration_range" CHECK("voice_notes"."duration" is null or "voice_notes"."duration" >= 0)
);
--> statement-breakpoint
CREATE INDEX `voice_notes_job_id_idx` ON `voice_notes` (`job_id`);--> statement-breakpoint
CREATE TABLE `activity_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`job_id` text,
	`action` text NOT NULL,
	`details` text,
	`timestamp` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_logs_user_timestamp_idx` ON `activity_logs` (`user_id`,`timestamp`);--> statement-breakpoint
CREATE INDEX `activity_logs_job_id_idx` ON `activity_logs` (`job_id`);--> statement-breakpoint
CREATE TABLE `cloud_backups` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`job_id` text,
	`backup_type` text NOT NULL,
	`provider` text DEFAULT 'google_drive' NOT NULL,
	`cloud_file_id` text,
	`cloud_file_name` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`file_size` integer,
	`last_sync_at` integer,
	`error_message` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cloud_backups_type_check" CHECK("cloud_backups"."backup_type" in ('job', 'photos')),
	CONSTRAINT "cloud_backups_status_check" CHECK("cloud_backups"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "cloud_backups_file_size_range" CHECK("cloud_backups"."file_size" is null or "cloud_backups"."file_size" >= 0)
);
--> statement-breakpoint
CREATE INDEX `cloud_backups_user_id_idx` ON `cloud_backups` (`user_id`);--> statement-breakpoint
CREATE INDEX `cloud_backups_job_id_idx` ON `cloud_backups` (`job_id`);--> statement-breakpoint
CREATE TABLE `material_estimates` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`vinyl_roll_width` real DEFAULT 60 NOT NULL,
	`vinyl_roll_length` real DEFAULT 75 NOT NULL,
	`total_surface_area` real NOT NULL,
	`waste_percentage` real DEFAULT 10 NOT NULL,
	`rolls_needed` integer NOT NULL,
	`total_material_cost` real,
	`labor_hours` real,
	`total_labor_cost` real,
	`total_project_cost` real,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "material_estimates_area_range" CHECK("material_estimates"."total_surface_area" >= 0),
	CONSTRAINT "material_estimates_waste_range" CHECK("material_estimates"."waste_percentage" between 0 and 100),
	CONSTRAINT "material_estimates_rolls_range" CHECK("material_estimates"."rolls_needed" >= 0),
	CONSTRAINT "material_estimates_roll_size" CHECK("material_estimates"."vinyl_roll_width" > 0 and "material_estimates"."vinyl_roll_length" > 0),
	CONSTRAINT "material_estimates_material_cost" CHECK("material_estimates"."total_material_cost" is null or "material_estimates"."total_material_cost" >= 0),
	CONSTRAINT "material_estimates_labor_hours" CHECK("material_estimates"."labor_hours" is null or "material_estimates"."labor_hours" >= 0),
	CONSTRAINT "material_estimates_labor_cost" CHECK("material_estimates"."total_labor_cost" is null or "material_estimates"."total_labor_cost" >= 0),
	CONSTRAINT "material_estimates_project_cost" CHECK("material_estimates"."total_project_cost" is null or "material_estimates"."total_project_cost" >= 0)
);
--> statement-breakpoint
CREATE INDEX `material_estimates_job_id_idx` ON `material_estimates` (`job_id`);--> statement-breakpoint
CREATE TABLE `performance_metrics` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`metric_type` text NOT NULL,
	`value` real NOT NULL,
	`period` text NOT NULL,
	`recorded_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `performance_metrics_user_period_idx` ON `performance_metrics` (`user_id`,`period`,`metric_type`);--> statement-breakpoint
CREATE TABLE `job_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`shared_with_user_id` text NOT NULL,
	`shared_by_user_id` text NOT NULL,
	`access_level` text DEFAULT 'view' NOT NULL,
	`shared_at` integer NOT NULL,
	`expires_at` integer,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shared_with_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shared_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "job_shares_access_level_check" CHECK("job_shares"."access_level" in ('view', 'edit', 'full'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_shares_job_user_unique` ON `job_shares` (`job_id`,`shared_with_user_id`);--> statement-breakpoint
CREATE INDEX `job_shares_shared_with_idx` ON `job_shares` (`shared_with_user_id`);--> statement-breakpoint
CREATE INDEX `job_shares_shared_by_idx` ON `job_shares` (`shared_by_user_id`);--> statement-breakpoint
CREATE TABLE `qr_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`created_by` text NOT NULL,
	`share_token` text NOT NULL,
	`access_level` text DEFAULT 'view' NOT NULL,
	`expires_at` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`last_accessed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "qr_shares_access_level_check" CHECK("qr_shares"."access_level" in ('view', 'edit')),
	CONSTRAINT "qr_shares_view_count_range" CHECK("qr_shares"."view_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `qr_shares_share_token_unique` ON `qr_shares` (`share_token`);--> statement-breakpoint
CREATE INDEX `qr_shares_job_id_idx` ON `qr_shares` (`job_id`);--> statement-breakpoint
CREATE INDEX `qr_shares_created_by_idx` ON `qr_shares` (`created_by`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`team_id` text NOT NULL,
	`role` text DEFAULT 'installer' NOT NULL,
	`joined_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "team_members_role_check" CHECK("team_members"."role" in ('owner', 'admin', 'installer', 'viewer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_team_user_unique` ON `team_members` (`team_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `team_members_user_id_idx` ON `team_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_at_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_events_key_at_idx` ON `rate_limit_events` (`key`,`at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_at_idx` ON `rate_limit_events` (`at`);