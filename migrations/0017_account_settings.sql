CREATE TABLE `account_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`length_unit` text DEFAULT 'in' NOT NULL,
	`roll_width` real DEFAULT 60 NOT NULL,
	`waste_percentage` real DEFAULT 10 NOT NULL,
	`currency` text,
	`labor_rate` real,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "account_preferences_length_unit_check" CHECK("account_preferences"."length_unit" in ('in', 'ft', 'cm', 'm')),
	CONSTRAINT "account_preferences_roll_width_range" CHECK("account_preferences"."roll_width" > 0),
	CONSTRAINT "account_preferences_waste_range" CHECK("account_preferences"."waste_percentage" between 0 and 100),
	CONSTRAINT "account_preferences_currency_code" CHECK("account_preferences"."currency" is null or length("account_preferences"."currency") = 3),
	CONSTRAINT "account_preferences_labor_rate_range" CHECK("account_preferences"."labor_rate" is null or "account_preferences"."labor_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `business_name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `logo_key` text;