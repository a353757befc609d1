CREATE TABLE `deleted_voice_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`deleted_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deleted_voice_notes_job_id_idx` ON `deleted_voice_notes` (`job_id`);--> statement-breakpoint
CREATE TABLE `notes` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`user_id` text,
	`body` text NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "notes_body_length" CHECK(length("notes"."body") between 1 and 10000)
);
--> statement-breakpoint
CREATE INDEX `notes_job_created_idx` ON `notes` (`job_id`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_voice_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`user_id` text,
	`storage_key` text NOT NULL,
	`mime_type` text DEFAULT 'audio/webm' NOT NULL,
	`byte_size` integer DEFAULT 0 NOT NULL,
	`content_hash` text,
	`transcription` text,
	`transcription_status` text DEFAULT 'unavailable' NOT NULL,
	`duration` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "voice_notes_duration_range" CHECK("__new_voice_notes"."duration" is null or "__new_voice_notes"."duration" >= 0),
	CONSTRAINT "voice_notes_mime_type_check" CHECK("__new_voice_notes"."mime_type" in ('audio/webm', 'audio/mp4', 'audio/ogg', 'audio/wav')),
	CONSTRAINT "voice_notes_transcription_status_check" CHECK("__new_voice_notes"."transcription_status" in ('pending', 'done', 'failed', 'unavailable'))
);
--> statement-breakpoint
INSERT INTO `__new_voice_notes`("id", "job_id", "storage_key", "transcription", "duration", "created_at") SELECT "id", "job_id", "storage_key", "transcription", "duration", "created_at" FROM `voice_notes`;--> statement-breakpoint
DROP TABLE `voice_notes`;--> statement-breakpoint
ALTER TABLE `__new_voice_notes` RENAME TO `voice_notes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `voice_notes_job_id_idx` ON `voice_notes` (`job_id`);