CREATE TABLE `login_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_devices_token_hash_unique` ON `login_devices` (`token_hash`);--> statement-breakpoint
CREATE INDEX `login_devices_user_id_idx` ON `login_devices` (`user_id`);