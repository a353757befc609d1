import { describe, expect, it } from "vitest";
import { qrShareExpiryChoice } from "./qr-share-state";

const DAY_MS = 24 * 60 * 60 * 1000;
const madeAt = new Date("2026-11-20T12:00:00.000Z");
const lasting = (ms: number) => ({ createdAt: madeAt.toISOString(), expiresAt: new Date(madeAt.getTime() + ms).toISOString() });

describe("qrShareExpiryChoice", () => {
  it.each([1, 3, 7, 14, 30] as const)("gives back the %i-day choice a link was made with", (days) => {
    expect(qrShareExpiryChoice(lasting(days * DAY_MS))).toBe(days);
  });

  it("reads the link's whole length, so it does not shrink as the link ages or after it expired", () => {
    expect(qrShareExpiryChoice({ createdAt: "2025-01-01T00:00:00.000Z", expiresAt: "2025-01-15T00:00:00.000Z" })).toBe(14);
  });

  it("takes the nearest choice for a length the form does not offer, and the longest for a link that never expires", () => {
    expect(qrShareExpiryChoice(lasting(2.4 * DAY_MS))).toBe(3);
    expect(qrShareExpiryChoice(lasting(10 * DAY_MS))).toBe(7);
    expect(qrShareExpiryChoice(lasting(90 * DAY_MS))).toBe(30);
    expect(qrShareExpiryChoice({ createdAt: madeAt, expiresAt: null })).toBe(30);
  });
});
