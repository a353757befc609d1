import { describe, expect, it } from "vitest";
import { money, rate } from "./document-text";

describe("prices per unit on a quote or report", () => {
  it("shows a rate as entered, so rate × quantity gives the cost printed beside it, where money() rounds it to the currency", () => {
    expect(rate(333.3, "JPY")).toBe("¥333.3");
    expect(money(333.3, "JPY")).toBe("¥333");
    expect(rate(1234.5, "JPY")).toBe("¥1,234.5");
    expect(rate(3.755, "USD")).toBe("$3.755");
    expect(rate(0.0375, "USD")).toBe("$0.0375");
  });

  it("keeps a currency's own decimals for an ordinary price", () => {
    expect(rate(85, "EUR")).toBe("€85.00");
    expect(rate(3.5, "USD")).toBe("$3.50");
    expect(rate(1200, "JPY")).toBe("¥1,200");
  });
});
