import { afterEach, describe, expect, it, vi } from "vitest";
import { typedDecimal, typedNumber } from "./typed-decimal";

const onDeviceIn = (language: string) => vi.spyOn(navigator, "language", "get").mockReturnValue(language);

describe("typedDecimal", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(["de-DE", "fr-FR", "nl-NL", "sv-SE"])("reads a comma as the decimal point on a device set to %s", (language) => {
    onDeviceIn(language);
    expect(typedDecimal("152,4")).toBe("152.4");
    expect(typedNumber(" 0,5 ")).toBe(0.5);
    expect(typedNumber(",75")).toBe(0.75);
    expect(typedNumber("60")).toBe(60);
    expect(typedNumber("60.5")).toBe(60.5);
    expect(typedNumber("1,2,3")).toBeNaN();
  });

  it("leaves a comma alone where the device writes decimals with a point, so 1,200 is not taken as 1.2", () => {
    onDeviceIn("en-US");
    expect(typedDecimal("1,200")).toBe("1,200");
    expect(typedNumber("1,200")).toBeNaN();
    expect(typedNumber("60.5")).toBe(60.5);
  });
});
