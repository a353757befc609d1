DROP INDEX `measurements_job_id_idx`;--> statement-breakpoint
ALTER TABLE `measurements` ADD `unit` text DEFAULT 'in' NOT NULL CHECK (`unit` in ('in', 'ft', 'cm', 'm'));--> statement-breakpoint
CREATE INDEX `measurements_job_created_idx` ON `measurements` (`job_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `total_square_feet_source` text DEFAULT 'measurements' NOT NULL CHECK (`total_square_feet_source` in ('measurements', 'manual', 'template'));--> statement-breakpoint
UPDATE `jobs` SET `total_square_feet_source` = 'manual' WHERE `total_square_feet` IS NOT NULL;
