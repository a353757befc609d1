import { describe, expect, it } from "vitest";
import { checkDigit } from "./vin";
import { decodeVinOffline, emptyVehicle } from "./vin-decode";
import { VIN_UNREACHABLE_NOTE, vinFillNotes } from "./vin-notes";

const ACCORD = "1HGCM82633A004352";
const valid = checkDigit(ACCORD);

describe("what the job form says after filling from a VIN", () => {
  it("says nothing when the decode gives year, make and model and the check digit matches", () => {
    const vehicle = { ...emptyVehicle(ACCORD), year: 2003, make: "HONDA", model: "Accord" };
    expect(vinFillNotes({ vehicle, partial: false, checkDigit: valid })).toEqual([]);
  });

  it("names the field the service did not return, so the user types it", () => {
    const vehicle = { ...emptyVehicle(ACCORD), year: 2013, make: "FORD" };
    expect(vinFillNotes({ vehicle, partial: false, checkDigit: valid })).toEqual(["The vehicle database did not return the model for this VIN: type it in."]);
    expect(vinFillNotes({ vehicle: { ...vehicle, year: null }, partial: false, checkDigit: valid })).toEqual([
      "The vehicle database did not return the year and model for this VIN: type them in.",
    ]);
  });

  it("says the service was unreachable and what the VIN alone does not give", () => {
    const [note] = vinFillNotes(decodeVinOffline(ACCORD, 2026)!);
    expect(note).toBe(`${VIN_UNREACHABLE_NOTE} It does not give the model: type it in, or fill again with a signal.`);
    const makerOnly = { vehicle: { ...emptyVehicle(ACCORD), manufacturer: "FCA US LLC" }, partial: true, checkDigit: valid };
    expect(vinFillNotes(makerOnly)[0]).toContain("It does not give the year, make and model: type them in");
  });

  it("warns of a check digit that does not match, with both characters", () => {
    const vehicle = { ...emptyVehicle("1HGCM82643A004352"), year: 2003, make: "HONDA", model: "Accord" };
    expect(vinFillNotes({ vehicle, partial: false, checkDigit: checkDigit("1HGCM82643A004352") })).toEqual([
      "The check digit (9th character) is 4 but this VIN works out to 3. Vehicles built for North America always match, so check the VIN for a typo; vehicles from elsewhere may not use one.",
    ]);
  });
});
