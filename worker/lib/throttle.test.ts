import { describe, expect, it } from "vitest";
import { signupsPerAddress } from "./throttle";

describe("signupsPerAddress", () => {
  it("uses the configured hourly limit when it is a positive whole number", () => {
    expect(signupsPerAddress("500").limit).toBe(500);
  });

  it.each([undefined, "", "0", "-3", "2.5", "lots"])("falls back to 20 for %j", (configured) => {
    expect(signupsPerAddress(configured).limit).toBe(20);
  });
});
