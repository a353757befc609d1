import { eq } from "drizzle-orm";
import { type DecodedVin, DecodedVinSchema } from "../../../shared/schemas/vin";
import type { Db } from "../client";
import { vinDecodes } from "../schema";

export async function cachedVehicle(db: Db, vin: string): Promise<DecodedVin | null> {
  const row = await db.select({ data: vinDecodes.data }).from(vinDecodes).where(eq(vinDecodes.vin, vin)).get();
  if (!row) return null;
  const parsed = DecodedVinSchema.safeParse(JSON.parse(row.data));
  return parsed.success ? parsed.data : null;
}

export async function cacheVehicle(db: Db, vehicle: DecodedVin, at: Date): Promise<void> {
  const data = JSON.stringify(vehicle);
  await db.insert(vinDecodes).values({ vin: vehicle.vin, data, fetchedAt: at }).onConflictDoUpdate({ target: vinDecodes.vin, set: { data, fetchedAt: at } });
}
