CREATE TABLE `user_identities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`issuer` text NOT NULL,
	`subject` text NOT NULL,
	`email` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_identities_issuer_subject_unique` ON `user_identities` (`issuer`,`subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_identities_user_issuer_unique` ON `user_identities` (`user_id`,`issuer`);