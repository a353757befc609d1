import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appSecrets } from "../schema";

/** `throttle_key` pseudonymises addresses and typed names for rate limits; `invitation_key` signs invite links. */
export type AppSecretName = "throttle_key" | "invitation_key";

/** The secret `name`: drawn by a migration, or here (SQLite's randomblob) the first time a database lacks it, then kept. */
export async function appSecret(db: Db, name: AppSecretName): Promise<string> {
  const [, [row]] = await db.batch([
    db.insert(appSecrets).values({ name, value: sql`lower(hex(randomblob(32)))` }).onConflictDoNothing(),
    db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)),
  ]);
  return row!.value;
}
