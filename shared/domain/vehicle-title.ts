import type { DecodedVin, VinDecode } from "../schemas/vin";

/** The public database writes makes in capitals ("MERCEDES-BENZ"); words longer than three letters read better in title case. */
export function displayMake(make: string | null): string | null {
  if (!make || make !== make.toUpperCase()) return make;
  return make.replace(/[A-Z]{4,}/g, (word) => word[0] + word.slice(1).toLowerCase());
}

/** The success toast's description: year, make and model, and whether only the VIN itself was read. */
export function decodeSummary({ vehicle, partial }: Pick<VinDecode, "vehicle" | "partial">): string {
  return partial ? `${vehicleTitle(vehicle)} (from the VIN only)` : vehicleTitle(vehicle);
}

export function vehicleTitle(vehicle: Pick<DecodedVin, "year" | "make" | "model" | "manufacturer">): string {
  const parts = [vehicle.year, displayMake(vehicle.make) ?? vehicle.manufacturer, vehicle.model].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "Unknown vehicle";
}
