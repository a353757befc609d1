-- Insights compare each completed job's vinyl used with its latest estimate, so a change to an estimate marks its
-- job owner's figures for recomputing, as changes to jobs do (0006). drizzle-kit does not know triggers;
-- worker/db/insight-triggers.test.ts checks they exist.
CREATE TRIGGER `material_estimates_insights_insert` AFTER INSERT ON `material_estimates` BEGIN
	UPDATE `insight_state` SET `change_count` = `change_count` + 1 WHERE `user_id` = (SELECT `user_id` FROM `jobs` WHERE `id` = NEW.`job_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `material_estimates_insights_update` AFTER UPDATE ON `material_estimates` BEGIN
	UPDATE `insight_state` SET `change_count` = `change_count` + 1 WHERE `user_id` = (SELECT `user_id` FROM `jobs` WHERE `id` = NEW.`job_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `material_estimates_insights_delete` AFTER DELETE ON `material_estimates` BEGIN
	UPDATE `insight_state` SET `change_count` = `change_count` + 1 WHERE `user_id` = (SELECT `user_id` FROM `jobs` WHERE `id` = OLD.`job_id`);
END;
--> statement-breakpoint
-- Stored figures from before have no vinyl comparison: every account is recomputed on its next read or run.
UPDATE `insight_state` SET `change_count` = `change_count` + 1;
