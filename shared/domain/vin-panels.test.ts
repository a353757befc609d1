import { describe, expect, it } from "vitest";
import { emptyVehicle } from "./vin-decode";
import { piecesNeeded, sizeClass, vinMaterial, vinPanels } from "./vin-panels";

const vehicle = (fields: Partial<ReturnType<typeof emptyVehicle>>) => ({ ...emptyVehicle("1HGCM82633A004352"), ...fields });

describe("vehicle type from the decoded record", () => {
  it.each([
    [{ bodyClass: "Pickup", vehicleType: "TRUCK" }, "large"],
    [{ bodyClass: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)" }, "large"],
    [{ make: "Chevrolet", model: "Suburban" }, "large"],
    [{ make: "Cadillac", model: "Escalade" }, "large"],
    [{ bodyClass: "Minivan" }, "other"],
    [{ bodyClass: "Van", vehicleType: "MULTIPURPOSE PASSENGER VEHICLE (MPV)" }, "other"],
    [{ bodyClass: "Sedan/Saloon", vehicleType: "PASSENGER CAR" }, "standard"],
    [{ bodyClass: "Coupe" }, "standard"],
    [{ bodyClass: "Hatchback/Liftback/Notchback" }, "standard"],
    [{ make: "MINI", model: "Cooper", bodyClass: "Hatchback/Liftback/Notchback" }, "compact"],
    [{ make: "smart", model: "fortwo" }, "compact"],
    [{ vehicleType: "Motorcycle" }, "other"],
    [{}, "other"],
  ] as const)("%o is %s", (fields, expected) => {
    expect(sizeClass(vehicle(fields))).toBe(expected);
  });
});

describe("panel dimensions", () => {
  it("keeps the base panels for a sedan: 216 sq ft over hood, roof, four doors, fenders, bumpers and sides", () => {
    const panels = vinPanels(vehicle({ bodyClass: "Sedan/Saloon" }));
    expect(panels.map((panel) => [panel.name, panel.count, panel.widthIn, panel.heightIn, panel.squareFeet])).toEqual([
      ["Hood", 1, 60, 48, 20],
      ["Roof", 1, 48, 72, 24],
      ["Door", 4, 36, 24, 24],
      ["Fender", 2, 30, 24, 10],
      ["Bumper", 2, 72, 18, 18],
      ["Side", 2, 180, 48, 120],
    ]);
    expect(vinMaterial(panels)).toEqual({
      totalSquareFeet: 216,
      materialSquareFeet: 248.4,
      rollsNeeded: 1,
      recommendedRoll: "60 in x 75 ft",
      tooWide: [],
      pieces: 12,
    });
  });

  it("scales a truck's length, width and height by 1.4, 1.3 and 1.2, and wants a 72 in roll for its hood and roof", () => {
    const panels = vinPanels(vehicle({ bodyClass: "Pickup", doors: "2" }));
    const hood = panels.find((panel) => panel.name === "Hood")!;
    expect([hood.widthIn, hood.heightIn, hood.fitsRoll]).toEqual([78, 67.2, false]);
    expect(panels.find((panel) => panel.name === "Side")).toMatchObject({ widthIn: 252, heightIn: 57.6, fitsRoll: true });
    expect(panels.find((panel) => panel.name === "Door")).toMatchObject({ count: 2, widthIn: 50.4, heightIn: 28.8 });
    const material = vinMaterial(panels);
    expect(material.tooWide).toEqual(["Hood", "Roof"]);
    expect(material.recommendedRoll).toBe("72 in x 75 ft");
  });

  it("shrinks a compact car by 0.8, 0.9 and 0.9", () => {
    const material = vinMaterial(vinPanels(vehicle({ make: "smart", model: "fortwo", doors: "2" })));
    expect(material.totalSquareFeet).toBe(148.5);
    expect(material.materialSquareFeet).toBe(170.78);
    expect(material.recommendedRoll).toBe("60 in x 75 ft");
  });

  it("counts pieces with the narrower side across the roll", () => {
    expect(piecesNeeded(180, 48)).toBe(1);
    expect(piecesNeeded(78, 67.2)).toBe(2);
    expect(piecesNeeded(130, 1000)).toBe(6);
  });
});
