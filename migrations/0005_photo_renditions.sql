-- A photo keeps its thumbnail and annotated renditions beside the original, its pixel size and its markup shapes
-- (JSON, re-editable); deleted photos leave their id, so a retried upload cannot bring one back.
CREATE TABLE `deleted_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`deleted_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deleted_photos_job_id_idx` ON `deleted_photos` (`job_id`);--> statement-breakpoint
ALTER TABLE `photos` ADD `thumb_key` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `annotated_key` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `annotated_thumb_key` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `photos` ADD `height` integer;--> statement-breakpoint
ALTER TABLE `photos` ADD `byte_size` integer;--> statement-breakpoint
ALTER TABLE `photos` ADD `markup` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `markup_version` integer DEFAULT 0 NOT NULL;