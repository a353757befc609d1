CREATE TABLE `deleted_files` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`deleted_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deleted_files_job_id_idx` ON `deleted_files` (`job_id`);--> statement-breakpoint
CREATE TABLE `proofs` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`file_id` text NOT NULL,
	`version` integer NOT NULL,
	`message` text,
	`start_job_on_approval` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`sent_by` text,
	`decided_name` text,
	`decided_comment` text,
	`decided_at` integer,
	`decided_address_hash` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "proofs_status_check" CHECK("proofs"."status" in ('pending', 'approved', 'changes_requested', 'superseded')),
	CONSTRAINT "proofs_version_range" CHECK("proofs"."version" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proofs_job_version_idx` ON `proofs` (`job_id`,`version`);--> statement-breakpoint
CREATE INDEX `proofs_file_id_idx` ON `proofs` (`file_id`);--> statement-breakpoint
CREATE INDEX `proofs_sent_by_idx` ON `proofs` (`sent_by`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_files` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`filename` text NOT NULL,
	`storage_key` text NOT NULL,
	`file_type` text NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`byte_size` integer DEFAULT 0 NOT NULL,
	`content_hash` text,
	`shared` integer DEFAULT false NOT NULL,
	`uploaded_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "files_category_check" CHECK("__new_files"."category" in ('general', 'mockup', 'proof', 'invoice', 'contract', 'template')),
	CONSTRAINT "files_byte_size_range" CHECK("__new_files"."byte_size" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_files`("id", "job_id", "filename", "storage_key", "file_type", "category", "created_at") SELECT "id", "job_id", "filename", "storage_key", "file_type", CASE WHEN "category" IN ('general', 'mockup', 'proof', 'invoice', 'contract', 'template') THEN "category" ELSE 'general' END, "created_at" FROM `files`;--> statement-breakpoint
DROP TABLE `files`;--> statement-breakpoint
ALTER TABLE `__new_files` RENAME TO `files`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `files_job_id_idx` ON `files` (`job_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `files_uploaded_by_idx` ON `files` (`uploaded_by`);