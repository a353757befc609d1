import { describe, expect, it } from "vitest";
import { checkDigit, modelYear, normaliseVinInput, upperCaseVin, vinProblem } from "./vin";
import { vinCountry } from "./vin-country";
import { decodeVinOffline, displayMake, vehicleTitle } from "./vin-decode";
import { WMI_TABLE } from "./vin-wmi";

/** Published VINs (Wikipedia's worked example, decoder READMEs and test suites) with the years they decode to. */
const REAL_VINS: [vin: string, year: number, make: string | null, country: string][] = [
  ["1M8GDM9AXKP042788", 1989, null, "United States"],
  ["1HGCM82633A004352", 2003, "Honda", "United States"],
  ["JH4KA7561PC008269", 1993, "Acura", "Japan"],
  ["1G1JC524417418958", 2001, "Chevrolet", "United States"],
  ["1C4RJFAG0FC625797", 2015, null, "United States"],
  ["JN1DA31D63T505967", 2003, "Nissan", "Japan"],
  ["1XPTD40X6JD456115", 1988, "Peterbilt", "United States"],
  ["5J6HYJ8V55L009357", 2005, "Honda", "United States"],
  ["1HGBH41JXMN109186", 1991, "Honda", "United States"],
  ["5YJ3E1EA7HF000337", 2017, "Tesla", "United States"],
  ["JHMCM56557C404453", 2007, "Honda", "Japan"],
];

describe("VIN rules", () => {
  it("upper-cases input, drops spaces and dashes, and stops at 17 characters", () => {
    expect(normaliseVinInput(" 1hgcm8-2633a004352xyz")).toBe("1HGCM82633A004352");
  });

  it("names the length problem first, then letters I, O and Q, in either case", () => {
    expect(vinProblem("1HGCM82633A00435")).toBe("length");
    expect(vinProblem("1HGCM82633A0O4352")).toBe("characters");
    expect(vinProblem("1HGCM82633AI04352")).toBe("characters");
    expect(vinProblem("1hgcm82633a0o4352")).toBe("characters");
    expect(vinProblem("1hgcm82633ai04352")).toBe("characters");
    expect(vinProblem("1hgcm82633a0q4352")).toBe("characters");
    expect(vinProblem("1hgcm82633a004352")).toBeNull();
    expect(vinProblem("1HGCM82633A004352")).toBeNull();
  });

  it("upper-cases only a to z as the VIN is typed, so a ß stays a ß for the rules to refuse", () => {
    expect(upperCaseVin("1hgcm82633a004352")).toBe("1HGCM82633A004352");
    expect(normaliseVinInput("1hgcm82633a0043\u00DF")).toBe("1HGCM82633A0043\u00DF");
    expect(normaliseVinInput("1hgcm82633a0043\u0131")).toBe("1HGCM82633A0043\u0131");
    expect(vinProblem(normaliseVinInput("1hgcm82633a0043\u00DF"))).toBe("length");
    expect(vinProblem(normaliseVinInput("1hgcm82633a00435\u00DF"))).toBe("characters");
    expect(vinProblem(normaliseVinInput("1hgcm82633a00435\uFB01"))).toBe("characters");
  });
});

describe("check digit", () => {
  it.each(REAL_VINS)("%s carries a correct check digit", (vin) => {
    expect(checkDigit(vin)).toEqual({ expected: vin[8], actual: vin[8], valid: true });
  });

  it("finds a published mistyped VIN wrong and names the digit it should have", () => {
    expect(checkDigit("1XPTD40X0JD456115")).toEqual({ expected: "6", actual: "0", valid: false });
  });

  it("writes a remainder of 10 as X, and finds a European VIN without a check digit invalid", () => {
    expect(checkDigit("1M8GDM9AXKP042788").expected).toBe("X");
    expect(checkDigit("WP0ZZZ99ZTS392124")).toMatchObject({ actual: "Z", valid: false });
  });
});

describe("model year", () => {
  it.each(REAL_VINS)("%s is from %i", (vin, year) => {
    expect(modelYear(vin, 2026)).toBe(year);
  });

  it("reads a letter in position 7 as the 2010-2039 cycle and a digit as 1980-2009", () => {
    expect(modelYear("1FTFW1ET5DFC10312", 2026)).toBe(2013);
    expect(modelYear("1FTFW15T5DFC10312", 2026)).toBe(1983);
  });

  it("falls back a cycle rather than name a year more than one ahead", () => {
    expect(modelYear("1FTFW1ET5SFC10312", 2026)).toBe(2025);
    expect(modelYear("1FTFW1ET5WFC10312", 2026)).toBe(1998);
    expect(modelYear("1FTFW1ET5TFC10312", 2026)).toBe(2026);
    expect(modelYear("1FTFW1ET5VFC10312", 2026)).toBe(2027);
  });

  it("knows no year for the codes the standard leaves out", () => {
    expect(modelYear("1FTFW1ET5UFC10312", 2026)).toBeNull();
    expect(modelYear("1FTFW1ET5ZFC10312", 2026)).toBeNull();
    expect(modelYear("1FTFW1ET50FC10312", 2026)).toBeNull();
  });
});

describe("offline decoding", () => {
  it("holds at least 200 manufacturer identifiers", () => {
    expect(WMI_TABLE.size).toBeGreaterThanOrEqual(200);
  });

  it.each(REAL_VINS)("%s: year, make and country from the VIN alone", (vin, year, make, country) => {
    const decoded = decodeVinOffline(vin, 2026);
    expect(decoded).toMatchObject({ source: "offline", partial: true, checkDigit: { valid: true } });
    expect(decoded!.vehicle).toMatchObject({ vin, year, make, country });
  });

  it("names the maker of a shared identifier without guessing the brand, and the kind of vehicle", () => {
    expect(decodeVinOffline("1C4RJFAG0FC625797", 2026)!.vehicle).toMatchObject({ make: null, manufacturer: "FCA US LLC", vehicleType: "Multipurpose Passenger Vehicle (MPV)" });
    expect(decodeVinOffline("1FTFW1ET5DFC10312", 2026)!.vehicle).toMatchObject({ make: "Ford", vehicleType: "Truck" });
  });

  it("decodes an identifier it does not know only from a North American VIN whose check digit matches: a year and a country alone vouch for nothing", () => {
    expect(decodeVinOffline("1M8GDM9AXKP042788", 2026)!.vehicle).toMatchObject({ year: 1989, make: null, manufacturer: null, country: "United States" });
    expect(decodeVinOffline("1M8GDM9A1KP042788", 2026), "its check digit mistyped").toBeNull();
    expect(decodeVinOffline("93Z12345678901234", 2026)).toBeNull();
    expect(decodeVinOffline("ZZZZZZZZZZZZZZZZZ", 2026)).toBeNull();
    expect(vinCountry("93Z")).toBe("Brazil");
    expect(vinCountry("SAL")).toBe("United Kingdom");
    expect(vinCountry("KL1")).toBe("South Korea");
    expect(vinCountry("KA1")).toBeNull();
    expect(vinCountry("3X1")).toBe("Costa Rica");
  });
});

describe("vehicle names", () => {
  it("title-cases the database's capitals but keeps short brand names and mixed case", () => {
    expect(displayMake("MERCEDES-BENZ")).toBe("Mercedes-Benz");
    expect(displayMake("LAND ROVER")).toBe("Land Rover");
    expect(displayMake("BMW")).toBe("BMW");
    expect(displayMake("McLaren")).toBe("McLaren");
    expect(displayMake(null)).toBeNull();
  });

  it("names a vehicle by year, make and model, falling back to the manufacturer", () => {
    expect(vehicleTitle({ year: 2023, make: "FORD", model: "F-150", manufacturer: null })).toBe("2023 Ford F-150");
    expect(vehicleTitle({ year: 2015, make: null, model: null, manufacturer: "FCA US LLC" })).toBe("2015 FCA US LLC");
    expect(vehicleTitle({ year: null, make: null, model: null, manufacturer: null })).toBe("Unknown vehicle");
  });
});
