-- Teams get a real table that team_members points at. No team feature has shipped, so every
-- existing team id becomes a team owned by its first owner-role member (or first member).
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`owner_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `teams_owner_id_idx` ON `teams` (`owner_id`);--> statement-breakpoint
INSERT INTO `teams` (`id`, `name`, `owner_id`, `created_at`, `updated_at`)
	SELECT `team_id`, 'Team',
		coalesce(min(case when `role` = 'owner' then `user_id` end), min(`user_id`)),
		min(`joined_at`), min(`joined_at`)
	FROM `team_members` GROUP BY `team_id`;--> statement-breakpoint
CREATE TABLE `__new_team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`team_id` text NOT NULL,
	`role` text DEFAULT 'installer' NOT NULL,
	`joined_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "team_members_role_check" CHECK("__new_team_members"."role" in ('owner', 'admin', 'installer', 'viewer'))
);
--> statement-breakpoint
INSERT INTO `__new_team_members` SELECT `id`, `user_id`, `team_id`, `role`, `joined_at` FROM `team_members`;--> statement-breakpoint
DROP TABLE `team_members`;--> statement-breakpoint
ALTER TABLE `__new_team_members` RENAME TO `team_members`;--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_team_user_unique` ON `team_members` (`team_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `team_members_user_id_idx` ON `team_members` (`user_id`);--> statement-breakpoint
-- Backups default to our own R2 bucket; SQLite changes a column default only by rebuilding the table (nothing references it).
CREATE TABLE `__new_cloud_backups` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`job_id` text,
	`backup_type` text NOT NULL,
	`provider` text DEFAULT 'r2' NOT NULL,
	`storage_key` text,
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
	CONSTRAINT "cloud_backups_type_check" CHECK("__new_cloud_backups"."backup_type" in ('job', 'photos')),
	CONSTRAINT "cloud_backups_provider_check" CHECK("__new_cloud_backups"."provider" in ('r2', 'google_drive')),
	CONSTRAINT "cloud_backups_status_check" CHECK("__new_cloud_backups"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "cloud_backups_file_size_range" CHECK("__new_cloud_backups"."file_size" is null or "__new_cloud_backups"."file_size" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_cloud_backups` (`id`, `user_id`, `job_id`, `backup_type`, `provider`, `cloud_file_id`, `cloud_file_name`, `status`, `file_size`, `last_sync_at`, `error_message`, `created_at`, `updated_at`)
	SELECT `id`, `user_id`, `job_id`, `backup_type`, `provider`, `cloud_file_id`, `cloud_file_name`, `status`, `file_size`, `last_sync_at`, `error_message`, `created_at`, `updated_at` FROM `cloud_backups`;--> statement-breakpoint
DROP TABLE `cloud_backups`;--> statement-breakpoint
ALTER TABLE `__new_cloud_backups` RENAME TO `cloud_backups`;--> statement-breakpoint
CREATE INDEX `cloud_backups_user_id_idx` ON `cloud_backups` (`user_id`);--> statement-breakpoint
CREATE INDEX `cloud_backups_job_id_idx` ON `cloud_backups` (`job_id`);--> statement-breakpoint
-- Rows keep R2 keys, never URLs: the Worker makes URLs after the access check.
ALTER TABLE `photos` RENAME COLUMN `url` TO `storage_key`;--> statement-breakpoint
ALTER TABLE `files` RENAME COLUMN `url` TO `storage_key`;--> statement-breakpoint
ALTER TABLE `voice_notes` RENAME COLUMN `audio_url` TO `storage_key`;--> statement-breakpoint
ALTER TABLE `measurements` RENAME COLUMN `photo_url` TO `photo_key`;--> statement-breakpoint
DROP INDEX `users_replit_id_unique`;--> statement-breakpoint
ALTER TABLE `users` RENAME COLUMN `replit_id` TO `external_id`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_external_id_unique` ON `users` (`external_id`);--> statement-breakpoint
-- Edits are applied only to the revision they were read at (compare-and-set), so racing edits cannot overwrite each other.
ALTER TABLE `measurements` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Search and client history compare Unicode text folded in JavaScript (NFKC, lower case): SQLite's
-- lower() folds ASCII only. Rows written before this migration get the ASCII fold until they are next saved.
ALTER TABLE `jobs` ADD `client_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `jobs` SET
	`client_key` = lower(trim(`client_name`)),
	`search_text` = lower(`client_name` || ' ' || coalesce(`job_name`, '') || ' ' || coalesce(`vehicle_year` || ' ', '') ||
		coalesce(`vehicle_make`, '') || ' ' || coalesce(`vehicle_model`, '') || ' ' || coalesce(`vehicle_vin`, ''));--> statement-breakpoint
DROP INDEX `jobs_user_updated_idx`;--> statement-breakpoint
DROP INDEX `jobs_user_client_idx`;--> statement-breakpoint
CREATE INDEX `jobs_user_created_idx` ON `jobs` (`user_id`,`created_at`,`id`,`search_text`);--> statement-breakpoint
CREATE INDEX `jobs_user_client_key_idx` ON `jobs` (`user_id`,`client_key`);
