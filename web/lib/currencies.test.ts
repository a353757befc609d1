import { describe, expect, it } from "vitest";
import { formatMoney, localeCurrency } from "./currencies";

describe("currency", () => {
  it("takes the browser region's currency, and USD when it has none it knows", () => {
    expect(localeCurrency("en-US")).toBe("USD");
    expect(localeCurrency("en-CA")).toBe("CAD");
    expect(localeCurrency("fr")).toBe("EUR");
    expect(localeCurrency("en-GB")).toBe("GBP");
    expect(localeCurrency("es-MX")).toBe("MXN");
    expect(localeCurrency("xx-ZZ")).toBe("USD");
    expect(localeCurrency("not a locale")).toBe("USD");
    expect(localeCurrency("zh-Hant-TW")).toBe("USD");
    expect(localeCurrency("de-Latn-AT")).toBe("EUR");
  });

  it("shows an amount in its currency and a dash when there is none", () => {
    expect(formatMoney(1592.5, "USD")).toMatch(/1,592\.50/);
    expect(formatMoney(null, "USD")).toBe("—");
    expect(formatMoney(3, "USD")).toMatch(/3\.00/);
    expect(formatMoney(1234, "JPY")).toMatch(/1,234/);
    expect(formatMoney(1234, "JPY")).not.toMatch(/\./);
  });
});
