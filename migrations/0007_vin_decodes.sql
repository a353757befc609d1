-- Decoded vehicles from the public VIN database, kept so each VIN is fetched once (worker/vin/decode-vin.ts).
CREATE TABLE `vin_decodes` (
	`vin` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`fetched_at` integer NOT NULL
);
