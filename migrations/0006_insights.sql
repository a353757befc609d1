-- Insights: a job records when it was completed; performance_metrics keeps each period's figures as JSON;
-- insight_state tells the hourly aggregation which accounts changed (a trigger on jobs counts the changes);
-- activity entries record whose history they belong to (the job's owner), so an owner's feed is one index range.
-- The triggers are plain SQL that drizzle-kit does not know: a migration that rebuilds `jobs` must create them
-- again (worker/db/insight-triggers.test.ts fails without them).
CREATE TABLE `insight_state` (
	`user_id` text PRIMARY KEY NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`change_count` integer DEFAULT 0 NOT NULL,
	`aggregated_count` integer NOT NULL,
	`aggregated_at` integer NOT NULL,
	`stale_at` integer NOT NULL,
	`retry_after` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `activity_logs_job_id_idx`;--> statement-breakpoint
ALTER TABLE `activity_logs` ADD `owner_id` text;--> statement-breakpoint
CREATE INDEX `activity_logs_owner_timestamp_idx` ON `activity_logs` (`owner_id`,`timestamp`);--> statement-breakpoint
CREATE INDEX `activity_logs_job_timestamp_idx` ON `activity_logs` (`job_id`,`timestamp`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `completed_at` integer;--> statement-breakpoint
CREATE INDEX `jobs_user_completed_idx` ON `jobs` (`user_id`,`completed_at`);--> statement-breakpoint
ALTER TABLE `performance_metrics` ADD `data` text;--> statement-breakpoint
UPDATE `activity_logs` SET `owner_id` = coalesce((SELECT `user_id` FROM `jobs` WHERE `jobs`.`id` = `activity_logs`.`job_id`), `user_id`);
--> statement-breakpoint
UPDATE `jobs` SET `completed_at` = coalesce(
	(SELECT max(`timestamp`) FROM `activity_logs` WHERE `activity_logs`.`job_id` = `jobs`.`id` AND `action` = 'completed_job'),
	`updated_at`
) WHERE `status` = 'completed';
--> statement-breakpoint
CREATE TRIGGER `jobs_insights_insert` AFTER INSERT ON `jobs` BEGIN
	UPDATE `insight_state` SET `change_count` = `change_count` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_insights_update` AFTER UPDATE ON `jobs` BEGIN
	UPDATE `insight_state` SET `change_count` = `change_count` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_insights_delete` AFTER DELETE ON `jobs` BEGIN
	UPDATE `insight_state` SET `change_count` = `change_count` + 1 WHERE `user_id` = OLD.`user_id`;
END;
