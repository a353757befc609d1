-- The vinyl that actually went on a completed job, in square feet, beside its estimates so the two can be compared.
-- A column CHECK added in place: rebuilding jobs would drop its insight triggers (0006).
ALTER TABLE `jobs` ADD `vinyl_used_square_feet` real CONSTRAINT "jobs_vinyl_used_range" CHECK("vinyl_used_square_feet" is null or "vinyl_used_square_feet" >= 0);
