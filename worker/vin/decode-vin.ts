import { decodeVinOffline } from "../../shared/domain/vin-decode";
import { VIN_TOASTS, checkDigit } from "../../shared/domain/vin";
import type { VinDecode } from "../../shared/schemas/vin";
import type { Db } from "../db/client";
import { cacheVehicle, cachedVehicle } from "../db/queries/vin-decodes";
import { AppError } from "../lib/errors";
import { type ThrottleRule, releaseThrottleSlot, takeThrottleSlot } from "../lib/throttle";
import { fetchFromVpic } from "./vpic";

const VIN_NOT_FOUND = "No vehicle information found";

/** Lookups that reach the public database (an answer came back, even an empty one), per account: a shop decodes a few VINs a day; more is a script. */
const VIN_LOOKUPS: ThrottleRule = { limit: 100, windowMs: 60 * 60 * 1000, message: "Too many VIN lookups." };

export type VpicConfig = { base: string; timeoutMs: number };

/** A VIN (already valid) from the cache, else from the public database (cached on success), else from the VIN alone when it names a maker the app knows. */
export async function decodeVin(db: Db, userId: string, vin: string, config: VpicConfig, now: Date): Promise<VinDecode> {
  const cached = await cachedVehicle(db, vin);
  if (cached) return { vehicle: cached, source: "cache", partial: false, checkDigit: checkDigit(vin) };
  // The slot is taken before asking, so a burst of parallel lookups cannot all pass; one that never got an answer gives it back.
  const slot = await takeThrottleSlot(db, [`vin:user:${userId}`], VIN_LOOKUPS, now);
  const answer = await fetchFromVpic(vin, config.base, config.timeoutMs);
  if (answer.kind === "empty") throw new AppError("not_found", VIN_NOT_FOUND);
  if (answer.kind === "unreachable") {
    console.warn(JSON.stringify({ event: "vpic_unreachable", reason: answer.reason }));
    await releaseThrottleSlot(db, slot);
    const offline = decodeVinOffline(vin, now.getUTCFullYear());
    if (!offline) throw new AppError("service_unavailable", VIN_TOASTS.failed.description);
    return offline;
  }
  await cacheVehicle(db, answer.vehicle, now);
  return { vehicle: answer.vehicle, source: "vpic", partial: false, checkDigit: checkDigit(vin) };
}
