import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiClient, call, signUp } from "../test/http";
import { errorMessage } from "../test/jobs";

const ACCORD = "1HGCM82633A004352";
const F150 = "1FTFW1E51PFA12345";

const decode = (cookie: string, vin: string) => apiClient(cookie).vin[":vin"].$get({ param: { vin } });
const decoded = async (cookie: string, vin: string) => {
  const response = await decode(cookie, vin);
  expect(response.status).toBe(200);
  return response.json();
};
/** How often the fake database was asked for a VIN: the test's fetch goes through the same outbound hook. */
const vpicCalls = async (vin: string) => (await (await fetch("http://vpic.test/__calls")).json<Record<string, number>>())[vin] ?? 0;
const cachedRows = async (vin: string) =>
  (await env.DB.prepare("select count(*) as n from vin_decodes where vin = ?").bind(vin).first<{ n: number }>())!.n;

describe("GET /api/vin/:vin", () => {
  it("asks for a session and refuses a VIN of the wrong length or with I, O or Q, in the spec's words", async () => {
    expect((await call(`/api/vin/${ACCORD}`)).status).toBe(401);
    const { cookie } = await signUp();
    const short = await decode(cookie, ACCORD.slice(0, 16));
    expect(short.status).toBe(400);
    expect(await errorMessage(short)).toContain("Please enter a valid 17-character VIN number");
    const withO = await decode(cookie, "1HGCM82633A0O4352");
    expect(withO.status).toBe(400);
    expect(await errorMessage(withO)).toContain("VIN contains invalid characters (I, O, Q not allowed)");
  });

  it("maps the database's variable ids into the decoded record, then answers from the cache without asking again", async () => {
    const { cookie } = await signUp();
    const first = await decoded(cookie, F150.toLowerCase());
    expect(first).toMatchObject({ source: "vpic", partial: false, checkDigit: { valid: true, expected: "1" } });
    expect(first.vehicle).toEqual({
      vin: F150, year: 2023, make: "FORD", model: "F-150", trim: "XLT", bodyStyle: "Pickup", bodyClass: "Pickup",
      engine: "3.5L EcoBoost", drivetrain: "4WD/4-Wheel Drive/4x4", transmission: "Automatic", fuelType: "Gasoline",
      country: "UNITED STATES (USA)", manufacturer: "FORD MOTOR COMPANY, USA", wheelbase: "145.4", overallLength: "231.7",
      overallWidth: "79.9", overallHeight: "77.2", trackWidth: "67.3", doors: "4", seats: "6", vehicleType: "TRUCK",
    });
    expect(await vpicCalls(F150)).toBe(1);
    const { cookie: other } = await signUp();
    const second = await decoded(other, F150);
    expect(second).toMatchObject({ source: "cache", partial: false, vehicle: first.vehicle });
    expect(await vpicCalls(F150)).toBe(1);
  });

  it("warns about a wrong check digit but still decodes", async () => {
    const { cookie } = await signUp();
    expect((await decoded(cookie, "1FTFW1E55PFA00500")).checkDigit).toEqual({ expected: "4", actual: "5", valid: false });
  });

  it("falls back to what the VIN itself says when the database fails, and caches nothing", async () => {
    const { cookie } = await signUp();
    const down = "1FTFW1E54PFA00500";
    const body = await decoded(cookie, down);
    expect(body).toMatchObject({ source: "offline", partial: true, checkDigit: { valid: true } });
    expect(body.vehicle).toMatchObject({ year: 2023, make: "Ford", manufacturer: "Ford Motor Company", country: "United States", vehicleType: "Truck", model: null });
    expect(await cachedRows(down)).toBe(0);
    await decoded(cookie, down);
    expect(await vpicCalls(down)).toBe(2);
  });

  it("refuses with the spec's failure, rather than a year and a country called decoded, a VIN of an unknown maker when the database fails", async () => {
    const { cookie } = await signUp();
    const response = await decode(cookie, "9ZZZZ1234ZA123500");
    expect(response.status).toBe(503);
    expect(await errorMessage(response)).toBe("Failed to decode VIN");
  });

  it("gives up on a slow database after the timeout and answers from the VIN", async () => {
    const { cookie } = await signUp();
    const started = Date.now();
    const body = await decoded(cookie, "1FTFW1E5XPFA00999");
    expect(body).toMatchObject({ source: "offline", partial: true });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("answers 404 with the spec's words when the database knows no vehicle for the VIN", async () => {
    const { cookie } = await signUp();
    const response = await decode(cookie, "1FTFW1E58PFA00404");
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe("No vehicle information found");
    expect(await cachedRows("1FTFW1E58PFA00404")).toBe(0);
  });

  it("counts lookups that reach the database against a per-account hourly limit, and never cached ones", async () => {
    const { cookie, body: user } = await signUp();
    await decoded(cookie, ACCORD);
    const fill = env.DB.prepare("insert into rate_limit_events (key, at) values (?, ?)");
    await env.DB.batch(Array.from({ length: 99 }, () => fill.bind(`vin:user:${user.id}`, Date.now())));
    expect(await decoded(cookie, ACCORD)).toMatchObject({ source: "cache" });
    const limited = await decode(cookie, "1FTFW1E54PFA00500");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
