-- Team invitations wait, addressed to an email, until accepted or declined. An account owns at most one
-- team and belongs to at most one (the unique indexes below), so 'my team' is never ambiguous.
CREATE TABLE `team_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text DEFAULT 'installer' NOT NULL,
	`invited_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "team_invitations_role_check" CHECK("team_invitations"."role" in ('installer', 'admin', 'viewer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invitations_team_email_unique` ON `team_invitations` (`team_id`,`email`);--> statement-breakpoint
CREATE INDEX `team_invitations_email_idx` ON `team_invitations` (`email`);--> statement-breakpoint
DROP INDEX `team_members_user_id_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_user_id_unique` ON `team_members` (`user_id`);--> statement-breakpoint
DROP INDEX `teams_owner_id_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `teams_owner_id_unique` ON `teams` (`owner_id`);