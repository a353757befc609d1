-- An object in flight belongs to a job or to a user (a business logo). CHECKs change only by rebuilding the table;
-- nothing references objects_in_flight, so the rebuild needs no foreign-key pause.
CREATE TABLE `__new_objects_in_flight` (
	`key` text PRIMARY KEY NOT NULL,
	`job_id` text,
	`user_id` text,
	`started_at` integer NOT NULL,
	CONSTRAINT "objects_in_flight_one_owner" CHECK(("__new_objects_in_flight"."job_id" is null) <> ("__new_objects_in_flight"."user_id" is null))
);
--> statement-breakpoint
INSERT INTO `__new_objects_in_flight`("key", "job_id", "user_id", "started_at") SELECT "key", "job_id", NULL, "started_at" FROM `objects_in_flight`;--> statement-breakpoint
DROP TABLE `objects_in_flight`;--> statement-breakpoint
ALTER TABLE `__new_objects_in_flight` RENAME TO `objects_in_flight`;--> statement-breakpoint
CREATE INDEX `objects_in_flight_started_at_idx` ON `objects_in_flight` (`started_at`);
