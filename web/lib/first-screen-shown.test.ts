import { describe, expect, it, vi } from "vitest";
import { firstScreenShown, markFirstScreenShown } from "./first-screen-shown";

describe("first screen shown", () => {
  it("holds what waits for it until a page says its screen is shown, and lets later waits through at once", async () => {
    const early = vi.fn();
    void firstScreenShown.then(early);
    await Promise.resolve();
    expect(early).not.toHaveBeenCalled();

    markFirstScreenShown();
    markFirstScreenShown();
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    const late = vi.fn();
    await firstScreenShown.then(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
