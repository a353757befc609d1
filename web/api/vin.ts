import { useMutation } from "@tanstack/react-query";
import type { VinDecode } from "../../shared/schemas/vin";
import { api } from "./client";
import { readJson } from "./http";

/** The rules and makers' table for decoding with no signal: loaded apart, so a screen that decodes shows before it. */
const offlineDecoder = () => import("../../shared/domain/vin-decode");

/** The offline decoder, loaded ahead of a decode, so one whose request the signal drops works before the service worker holds the app. */
export async function loadOfflineDecoder(): Promise<void> {
  await offlineDecoder();
}

/** `loadOfflineDecoder` for a screen that goes on without it: a decode then loads it beside its request. */
export function preloadOfflineDecoder() {
  loadOfflineDecoder().catch(() => undefined);
}

/**
 * A VIN through the Worker (the public database, or its cache). With no connection, the same rules the Worker uses
 * decode what the VIN itself says, so the installer still gets a year, a maker and panel estimates. The decoder is
 * asked for beside the request, in case its screen has not loaded it already.
 */
export async function fetchVinDecode(vin: string, online = navigator.onLine): Promise<VinDecode> {
  const decoder = offlineDecoder();
  decoder.catch(() => undefined);
  const offline = async () => (await decoder).decodeVinOffline(vin, new Date().getFullYear());
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
