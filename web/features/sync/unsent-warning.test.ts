import { describe, expect, it } from "vitest";
import { unsentWarning } from "./unsent-warning";

describe("the warning before signing out", () => {
  it("is not given when nothing waits", () => {
    expect(unsentWarning(0, 0, 0, 0)).toBeNull();
  });

  it("names what signing out would delete", () => {
    expect(unsentWarning(1, 0, 0, 0)).toBe("1 change has not synced yet. Signing out deletes it from this phone. Sign out anyway?");
    expect(unsentWarning(3, 2, 0, 0)).toBe("3 changes and 2 photos have not synced yet. Signing out deletes them from this phone. Sign out anyway?");
    expect(unsentWarning(0, 1, 0, 0)).toBe("1 photo has not synced yet. Signing out deletes it from this phone. Sign out anyway?");
    expect(unsentWarning(0, 0, 1, 0)).toBe("1 voice note has not synced yet. Signing out deletes it from this phone. Sign out anyway?");
    expect(unsentWarning(2, 1, 3, 0)).toBe("2 changes, 1 photo and 3 voice notes have not synced yet. Signing out deletes them from this phone. Sign out anyway?");
    expect(unsentWarning(0, 0, 0, 1)).toBe("1 file has not synced yet. Signing out deletes it from this phone. Sign out anyway?");
    expect(unsentWarning(1, 0, 1, 2)).toBe("1 change, 1 voice note and 2 files have not synced yet. Signing out deletes them from this phone. Sign out anyway?");
  });
});
