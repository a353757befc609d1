import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

/** Vehicles the public database has decoded, shared by every account: a VIN's record is public and never changes. */
export const vinDecodes = sqliteTable("vin_decodes", {
  vin: text("vin").primaryKey(),
  data: text("data").notNull(),
  fetchedAt: timestamp("fetched_at").notNull(),
});
