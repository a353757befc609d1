-- Insights: a job records when it was completed; performance_metrics keeps each period's figures as JSON;
-- insight_state tells the hourly aggregation which accounts changed (a trigger on jobs counts the changes).
CREATE TABLE `insight_state` (
	`user_id` text PRIMARY KEY NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`change_count` integer DEFAULT 0 NOT NULL,
	`aggregated_count` integer NOT NULL,
	`aggregated_at` integer NOT NULL,
	`stale_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `jobs` ADD `completed_at` integer;--> statement-breakpoint
CREATE INDEX `jobs_user_completed_idx` ON `jobs` (`user_id`,`completed_at`);--> statement-breakpoint
ALTER TABLE `performance_metrics` ADD `data` text;--> statement-breakpoint
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
