import type { DecodedVin, VinDecode } from "../schemas/vin";
import { checkDigit, modelYear } from "./vin";
import { vinCountry } from "./vin-country";
import { WMI_TABLE, type WmiKind } from "./vin-wmi";

/** The public database's vehicle type names, so an offline answer reads like a full one. */
const KIND_NAMES: Record<WmiKind, string> = {
  car: "Passenger Car",
  mpv: "Multipurpose Passenger Vehicle (MPV)",
  truck: "Truck",
  moto: "Motorcycle",
};

/** VINs of vehicles built for North America (the United States, Canada, Mexico) start with 1 to 5 and always carry a check digit. */
const NORTH_AMERICAN = /^[1-5]/;

export function emptyVehicle(vin: string): DecodedVin {
  return {
    vin, year: null, make: null, model: null, trim: null, bodyStyle: null, engine: null, drivetrain: null,
    transmission: null, fuelType: null, country: null, manufacturer: null, wheelbase: null, overallLength: null,
    overallWidth: null, overallHeight: null, trackWidth: null, doors: null, seats: null, bodyClass: null, vehicleType: null,
  };
}

/**
 * What a valid VIN says by itself: model year, the maker from its WMI, the country, and the check digit. None when
 * nothing vouches for it: any 17 allowed characters give a year and often a country, so a VIN of a maker the app
 * does not know decodes only when it was built for North America and its check digit matches, as a real one does.
 */
export function decodeVinOffline(vin: string, currentYear: number): VinDecode | null {
  const wmi = WMI_TABLE.get(vin.slice(0, 3));
  const check = checkDigit(vin);
  if (!wmi && !(NORTH_AMERICAN.test(vin) && check.valid)) return null;
  const vehicle: DecodedVin = {
    ...emptyVehicle(vin),
    year: modelYear(vin, currentYear),
    make: wmi?.make || null,
    manufacturer: wmi?.manufacturer ?? null,
    country: vinCountry(vin),
    vehicleType: wmi ? KIND_NAMES[wmi.kind] : null,
  };
  return { vehicle, source: "offline", partial: true, checkDigit: check };
}

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
