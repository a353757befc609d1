PRAGMA foreign_keys=OFF;--> statement-breakpoint
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
	`automatic` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cloud_backups_type_check" CHECK("__new_cloud_backups"."backup_type" in ('job', 'photos', 'account')),
	CONSTRAINT "cloud_backups_provider_check" CHECK("__new_cloud_backups"."provider" in ('r2', 'google_drive')),
	CONSTRAINT "cloud_backups_status_check" CHECK("__new_cloud_backups"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "cloud_backups_file_size_range" CHECK("__new_cloud_backups"."file_size" is null or "__new_cloud_backups"."file_size" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_cloud_backups`("id", "user_id", "job_id", "backup_type", "provider", "storage_key", "cloud_file_id", "cloud_file_name", "status", "file_size", "last_sync_at", "error_message", "created_at", "updated_at") SELECT "id", "user_id", "job_id", "backup_type", "provider", "storage_key", "cloud_file_id", "cloud_file_name", "status", "file_size", "last_sync_at", "error_message", "created_at", "updated_at" FROM `cloud_backups`;--> statement-breakpoint
DROP TABLE `cloud_backups`;--> statement-breakpoint
ALTER TABLE `__new_cloud_backups` RENAME TO `cloud_backups`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `cloud_backups_user_id_idx` ON `cloud_backups` (`user_id`);--> statement-breakpoint
CREATE INDEX `cloud_backups_job_id_idx` ON `cloud_backups` (`job_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `cloud_backups_status_idx` ON `cloud_backups` (`status`,`created_at`);