CREATE TABLE `objects_in_flight` (
	`key` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `objects_in_flight_started_at_idx` ON `objects_in_flight` (`started_at`);