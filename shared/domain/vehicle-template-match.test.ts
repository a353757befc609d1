import { describe, expect, it } from "vitest";
import type { DecodedVin } from "../schemas/vin";
import { templateForVin, templatePanelCards } from "./vehicle-template-match";
import { VEHICLE_TEMPLATES } from "./vehicle-templates";
import { emptyVehicle } from "./vin-decode";

const decode = (fields: Partial<DecodedVin>): DecodedVin => ({ ...emptyVehicle("W1Y4ECHY5PT123456"), ...fields });
const matchId = (fields: Partial<DecodedVin>) => templateForVin(decode(fields))?.template.id ?? null;

describe("templateForVin", () => {
  it("matches a Sprinter by wheelbase and offers the other body on that wheelbase", () => {
    const match = templateForVin(decode({ make: "MERCEDES-BENZ", model: "Sprinter", trim: "2500", bodyClass: "Van", wheelbase: "170" }));
    expect(match?.template.id).toBe("mercedes-benz-sprinter-170-high-roof-2024");
    expect(match?.alternatives.map((t) => t.id)).toEqual(["mercedes-benz-sprinter-170-extended-high-roof-2024"]);
  });

  it("picks the roof height a Transit's trim names, and the length closest to the decode's", () => {
    const transit = { make: "FORD", model: "Transit", bodyClass: "Van", wheelbase: "147.6" };
    expect(matchId({ ...transit, trim: "T-250 Medium Roof" })).toBe("ford-transit-2023");
    expect(matchId({ ...transit, trim: "T-350 High Roof" })).toBe("ford-transit-148-high-roof-2023");
    expect(matchId({ ...transit, trim: "T-350 High Roof", overallLength: "263.9" })).toBe("ford-transit-148-extended-high-roof-2023");
    expect(matchId({ ...transit, trim: "Low Roof", wheelbase: "129.9" })).toBe("ford-transit-130-low-roof-2023");
  });

  it("reads the weight class in a model name as the same model, but not another model that starts the same", () => {
    expect(matchId({ make: "RAM", model: "ProMaster 2500", bodyClass: "Van", wheelbase: "159", trim: "High Roof" })).toBe("ram-promaster-159-high-roof-2023");
    expect(matchId({ make: "RAM", model: "ProMaster City", bodyClass: "Van", wheelbase: "122.4" })).toBe("ram-promaster-city-2022");
    expect(matchId({ make: "FORD", model: "Transit Connect", bodyClass: "Van", wheelbase: "120.6" })).toBe("ford-transit-connect-2023");
    expect(matchId({ make: "CHEVROLET", model: "Silverado", bodyClass: "Pickup", wheelbase: "147.4" })).toBe("chevrolet-silverado-1500-2023");
  });

  it("matches the F-150 the fake database decodes, a sedan without any dimensions and a box truck by wheelbase", () => {
    expect(matchId({ make: "FORD", model: "F-150", bodyClass: "Pickup", wheelbase: "145.4", overallLength: "231.7", overallHeight: "77.2" })).toBe("ford-f-150-2023");
    expect(matchId({ make: "HONDA", model: "Accord", bodyClass: "Sedan/Saloon" })).toBe("honda-accord-2022");
    expect(matchId({ make: "ISUZU", model: "NPR-HD", bodyClass: "Incomplete - Chassis Cab", wheelbase: "176" })).toBe("isuzu-npr-hd-20-ft-box-2024");
    expect(matchId({ make: "FREIGHTLINER", model: "MT45 Chassis", bodyClass: "Incomplete - Stripped Chassis", wheelbase: "208" })).toBe("freightliner-mt45-p1200-2024");
  });

  it("ignores a roof height for a model the library has in one height only", () => {
    expect(matchId({ make: "CHEVROLET", model: "Express", trim: "Standard Roof", bodyClass: "Van", wheelbase: "155" })).toBe("chevrolet-express-155-2023");
  });

  it("matches nothing when the decode contradicts every candidate or is not in the library", () => {
    expect(matchId({ make: "MERCEDES-BENZ", model: "Sprinter", bodyClass: "Van", wheelbase: "140" })).toBeNull();
    expect(matchId({ make: "FORD", model: "Transit", trim: "High Roof", wheelbase: "129.9" })).toBeNull();
    expect(matchId({ make: "FORD", model: "E-350", bodyClass: "Van" })).toBeNull();
    expect(matchId({ make: "HONDA", model: "Odyssey", bodyClass: "Minivan" })).toBeNull();
    expect(matchId({ make: "TOYOTA", model: "Camry", bodyClass: "Pickup" })).toBeNull();
    expect(matchId({ make: "HONDA", model: null })).toBeNull();
    expect(matchId({ make: null, model: "Sprinter" })).toBeNull();
  });
});

describe("templatePanelCards", () => {
  it("lays the template's rule panels out as cards whose areas add up to its total", () => {
    const transit = VEHICLE_TEMPLATES.find((t) => t.id === "ford-transit-2023")!;
    const cards = templatePanelCards(transit);
    expect(cards.find((card) => card.name === "Side")).toEqual({ name: "Side", count: 2, widthIn: 207.2, heightIn: 79.1, squareFeet: 227.63, pieces: 4, fitsRoll: false });
    expect(cards.find((card) => card.name === "Hood")).toMatchObject({ pieces: 1, fitsRoll: true });
    const sum = cards.reduce((total, card) => total + card.squareFeet, 0);
    expect(Math.abs(sum - transit.wrapAreas.total)).toBeLessThan(3);
  });
});
