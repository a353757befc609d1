ALTER TABLE `jobs` ADD `search_fold` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `jobs_search_refold_idx` ON `jobs` (`id`) WHERE "jobs"."search_fold" < 1;--> statement-breakpoint
-- Search text of printable ASCII only is already as folding for search makes it (it changes only other letters, and a
-- search matches word by word, so the spacing of rows folded in SQL by 0002 does not matter). The hourly cron folds
-- the other rows again in JavaScript (refoldSearchText).
UPDATE `jobs` SET `search_fold` = 1 WHERE `search_text` <> '' AND `search_text` NOT GLOB '*[^ -~]*';
