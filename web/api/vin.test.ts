import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchVinDecode } from "./vin";

const VIN = "1FTFW1E51PFA12345";

afterEach(() => vi.unstubAllGlobals());

describe("fetchVinDecode", () => {
  it("decodes from the VIN alone with no connection, without asking the Worker", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const decoded = await fetchVinDecode(VIN, false);
    expect(fetch).not.toHaveBeenCalled();
    expect(decoded).toMatchObject({ source: "offline", partial: true, vehicle: { vin: VIN, make: "Ford" } });
  });

  it("falls back on the offline decoder when the request finds no network", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await fetchVinDecode(VIN, true)).toMatchObject({ source: "offline", vehicle: { vin: VIN } });
  });

  it("fails with no connection, as the database's failure would, for a VIN whose maker it does not know", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(fetchVinDecode("9ZZZZ1234ZA123456", false)).rejects.toThrow("Failed to decode VIN");
    await expect(fetchVinDecode("9ZZZZ1234ZA123456", true)).rejects.toThrow("Failed to decode VIN");
  });

  it("answers what the Worker decoded when it answers", async () => {
    const body = { vehicle: { vin: VIN, make: "FORD", model: "F-150" }, source: "vpic", partial: false };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json(body)));
    expect(await fetchVinDecode(VIN, true)).toEqual(body);
  });
});
