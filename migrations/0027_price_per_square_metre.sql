-- A material price may be per square metre too, as a metric shop's price list has it. CHECKs change only by rebuilding
-- the table; nothing references material_estimates, so the rebuild needs no foreign-key pause.
CREATE TABLE `__new_material_estimates` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`vinyl_roll_width` real DEFAULT 60 NOT NULL,
	`vinyl_roll_length` real DEFAULT 75 NOT NULL,
	`total_surface_area` real NOT NULL,
	`waste_percentage` real DEFAULT 10 NOT NULL,
	`rolls_needed` integer NOT NULL,
	`total_material_cost` real,
	`labor_hours` real,
	`total_labor_cost` real,
	`total_project_cost` real,
	`material_price` real,
	`material_price_basis` text DEFAULT 'roll' NOT NULL,
	`labor_rate` real,
	`currency` text DEFAULT 'USD' NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "material_estimates_area_range" CHECK("__new_material_estimates"."total_surface_area" >= 0),
	CONSTRAINT "material_estimates_waste_range" CHECK("__new_material_estimates"."waste_percentage" between 0 and 100),
	CONSTRAINT "material_estimates_rolls_range" CHECK("__new_material_estimates"."rolls_needed" >= 0),
	CONSTRAINT "material_estimates_roll_size" CHECK("__new_material_estimates"."vinyl_roll_width" > 0 and "__new_material_estimates"."vinyl_roll_length" > 0),
	CONSTRAINT "material_estimates_material_cost" CHECK("__new_material_estimates"."total_material_cost" is null or "__new_material_estimates"."total_material_cost" >= 0),
	CONSTRAINT "material_estimates_labor_hours" CHECK("__new_material_estimates"."labor_hours" is null or "__new_material_estimates"."labor_hours" >= 0),
	CONSTRAINT "material_estimates_labor_cost" CHECK("__new_material_estimates"."total_labor_cost" is null or "__new_material_estimates"."total_labor_cost" >= 0),
	CONSTRAINT "material_estimates_project_cost" CHECK("__new_material_estimates"."total_project_cost" is null or "__new_material_estimates"."total_project_cost" >= 0),
	CONSTRAINT "material_estimates_material_price" CHECK("__new_material_estimates"."material_price" is null or "__new_material_estimates"."material_price" >= 0),
	CONSTRAINT "material_estimates_labor_rate" CHECK("__new_material_estimates"."labor_rate" is null or "__new_material_estimates"."labor_rate" >= 0),
	CONSTRAINT "material_estimates_price_basis" CHECK("__new_material_estimates"."material_price_basis" in ('roll', 'sq_ft', 'sq_m')),
	CONSTRAINT "material_estimates_currency" CHECK(length("__new_material_estimates"."currency") = 3)
);
--> statement-breakpoint
INSERT INTO `__new_material_estimates`("id", "job_id", "vinyl_roll_width", "vinyl_roll_length", "total_surface_area", "waste_percentage", "rolls_needed", "total_material_cost", "labor_hours", "total_labor_cost", "total_project_cost", "material_price", "material_price_basis", "labor_rate", "currency", "revision", "notes", "created_at", "updated_at") SELECT "id", "job_id", "vinyl_roll_width", "vinyl_roll_length", "total_surface_area", "waste_percentage", "rolls_needed", "total_material_cost", "labor_hours", "total_labor_cost", "total_project_cost", "material_price", "material_price_basis", "labor_rate", "currency", "revision", "notes", "created_at", "updated_at" FROM `material_estimates`;--> statement-breakpoint
DROP TABLE `material_estimates`;--> statement-breakpoint
ALTER TABLE `__new_material_estimates` RENAME TO `material_estimates`;--> statement-breakpoint
CREATE INDEX `material_estimates_job_id_idx` ON `material_estimates` (`job_id`);--> statement-breakpoint
-- Dropping the old table dropped its triggers: the insights' change count follows estimates again (0010).
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
