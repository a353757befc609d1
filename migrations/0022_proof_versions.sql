CREATE TABLE `proof_versions` (
	`job_id` text PRIMARY KEY NOT NULL,
	`last_version` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "proof_versions_last_version_range" CHECK("proof_versions"."last_version" >= 1)
);
