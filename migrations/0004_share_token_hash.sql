-- Share links keep only the SHA-256 of their token. No route ever created a link before this, so
-- any row here holds a plaintext token that no one was given: remove it rather than keep it.
DELETE FROM `qr_shares`;--> statement-breakpoint
DROP INDEX `qr_shares_share_token_unique`;--> statement-breakpoint
ALTER TABLE `qr_shares` RENAME COLUMN `share_token` TO `token_hash`;--> statement-breakpoint
CREATE UNIQUE INDEX `qr_shares_token_hash_unique` ON `qr_shares` (`token_hash`);
