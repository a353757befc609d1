/**
 * The public vehicle database (NHTSA vPIC): one GET per VIN, read as spec section 7's variable ids.
 * Any failure to get a usable answer (network, timeout, a non-OK status, a body that is not the expected JSON) is
 * `unreachable`, so the caller can fall back to what the VIN itself says; an answer without a vehicle is `empty`.
 */
import * as z from "zod";
import type { DecodedVin } from "../../shared/schemas/vin";
import { emptyVehicle } from "../../shared/domain/vin-decode";

export const VPIC_DEFAULT_BASE = "https://vpic.nhtsa.dot.gov/api/vehicles";
export const VPIC_DEFAULT_TIMEOUT_MS = 4000;

type Field = Exclude<keyof DecodedVin, "vin" | "year">;

const VARIABLE_IDS: Record<number, Field | "year"> = {
  29: "year", 26: "make", 28: "model", 109: "trim", 5: "bodyClass", 71: "engine", 7: "drivetrain", 37: "transmission",
  24: "fuelType", 27: "country", 31: "manufacturer", 111: "wheelbase", 143: "overallLength", 144: "overallWidth",
  145: "overallHeight", 159: "trackWidth", 14: "doors", 33: "seats", 39: "vehicleType",
};

const VALUE_MAX = 200;

/**
 * Spec section 7 names 143 and 144 as overall length and width; the live database also uses ids in that range for its
 * error code and possible values ("0 - VIN decoded clean…"). Dimensions are therefore taken only as plain inches.
 */
const DIMENSIONS = new Set<Field>(["wheelbase", "overallLength", "overallWidth", "overallHeight", "trackWidth"]);
const INCHES = /^\d{1,4}(\.\d+)?$/;

const ResponseSchema = z.object({
  Results: z.array(z.object({ VariableId: z.number().int(), Value: z.string().nullish() }).loose()).max(1000),
});

export type VpicAnswer = { kind: "decoded"; vehicle: DecodedVin } | { kind: "empty" } | { kind: "unreachable"; reason: string };

/** vPIC writes missing values as null, "", "Not Applicable" or "0" for unknown years. */
function usable(value: string | null | undefined): string | null {
  const trimmed = value?.trim().slice(0, VALUE_MAX) ?? "";
  return trimmed === "" || trimmed === "Not Applicable" ? null : trimmed;
}

export function readVpicResults(vin: string, body: unknown): VpicAnswer {
  const parsed = ResponseSchema.safeParse(body);
  if (!parsed.success) return { kind: "unreachable", reason: "unexpected body" };
  const vehicle = emptyVehicle(vin);
  for (const { VariableId, Value } of parsed.data.Results) {
    const field = VARIABLE_IDS[VariableId];
    const value = usable(Value);
    if (!field || value === null || (DIMENSIONS.has(field as Field) && !(INCHES.test(value) && Number(value) > 0))) continue;
    if (field === "year") {
      const year = Number(value);
      vehicle.year = Number.isInteger(year) && year > 1900 ? year : null;
    } else {
      vehicle[field] = value;
    }
  }
  vehicle.bodyStyle = vehicle.bodyClass;
  return vehicle.make || vehicle.model ? { kind: "decoded", vehicle } : { kind: "empty" };
}

export async function fetchFromVpic(vin: string, base: string, timeoutMs: number): Promise<VpicAnswer> {
  const url = `${base.replace(/\/+$/, "")}/DecodeVin/${encodeURIComponent(vin)}?format=json`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: "application/json" } });
    if (!response.ok) return { kind: "unreachable", reason: `status ${response.status}` };
    return readVpicResults(vin, await response.json());
  } catch (error) {
    return { kind: "unreachable", reason: error instanceof Error ? error.name : "fetch failed" };
  }
}
