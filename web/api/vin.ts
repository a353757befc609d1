import { useMutation } from "@tanstack/react-query";
import { VIN_TOASTS } from "../../shared/domain/vin";
import { decodeVinOffline } from "../../shared/domain/vin-decode";
import type { VinDecode } from "../../shared/schemas/vin";
import { api } from "./client";
import { readJson } from "./http";

/**
 * A VIN through the Worker (the public database, or its cache). With no connection, the same rules the Worker uses
 * decode what the VIN itself says, so the installer still gets a year, a maker and panel estimates; a VIN whose
 * maker the app does not know then fails as the database's failure would.
 */
export async function fetchVinDecode(vin: string, online = navigator.onLine): Promise<VinDecode> {
  const offline = () => {
    const decoded = decodeVinOffline(vin, new Date().getFullYear());
    if (!decoded) throw new Error(VIN_TOASTS.failed.description);
    return decoded;
  };
  if (!online) return offline();
  let response: Awaited<ReturnType<(typeof api.api.vin)[":vin"]["$get"]>>;
  try {
    response = await api.api.vin[":vin"].$get({ param: { vin } });
  } catch {
    return offline();
  }
  return readJson(response);
}

export function useVinDecode() {
  return useMutation<VinDecode, Error, string>({ mutationFn: (vin) => fetchVinDecode(vin) });
}
