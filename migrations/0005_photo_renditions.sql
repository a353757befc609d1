-- A photo keeps its thumbnail and annotated renditions beside the original, its pixel size, and its markup shapes (JSON, re-editable).
ALTER TABLE `photos` ADD `thumb_key` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `annotated_key` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `annotated_thumb_key` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `photos` ADD `height` integer;--> statement-breakpoint
ALTER TABLE `photos` ADD `byte_size` integer;--> statement-breakpoint
ALTER TABLE `photos` ADD `markup` text;--> statement-breakpoint
ALTER TABLE `photos` ADD `markup_version` integer DEFAULT 0 NOT NULL;