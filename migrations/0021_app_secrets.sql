CREATE TABLE `app_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `app_secrets` (`name`, `value`) VALUES ('throttle_key', lower(hex(randomblob(32))));
--> statement-breakpoint
DELETE FROM `rate_limit_events` WHERE `key` LIKE '%:ip:%' OR `key` LIKE 'view:%' OR `key` LIKE 'login:name:%';
