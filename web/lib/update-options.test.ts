import { describe, expect, it, vi } from "vitest";
import { updateOptions } from "./update-options";

describe("taking up a new version of the app", () => {
  it("reloads once, on the next navigation after a new version took the page over, not at once", () => {
    const reload = vi.fn();
    const { onNeedReload } = updateOptions(reload);
    onNeedReload();
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pushState"));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("popstate"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
