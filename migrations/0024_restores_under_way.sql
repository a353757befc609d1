CREATE TABLE `restores_under_way` (
	`job_id` text PRIMARY KEY NOT NULL,
	`started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `restores_under_way_started_at_idx` ON `restores_under_way` (`started_at`);