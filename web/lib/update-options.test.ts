import { describe, expect, it, vi } from "vitest";
import { updateOptions } from "./update-options";

describe("taking up a new version of the app", () => {
  it("reloads once, on the next navigation after a new version took the page over, not at once", () => {
    const reload = vi.fn();
    const { onNeedReload } = updateOptions(reload);
    onNeedReload();
    expect(reload).not.toHaveBeenCalled();
    history.pushState(null, "", "/jobs/1");
    window.dispatchEvent(new Event("pushState"));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("popstate"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when Back only closes the photo viewer or the markup tool, the address staying the same", () => {
    const reload = vi.fn();
    updateOptions(reload).onNeedReload();
    history.pushState({ wrappilotLayer: "viewer" }, "");
    window.dispatchEvent(new Event("pushState"));
    window.dispatchEvent(new Event("popstate"));
    expect(reload).not.toHaveBeenCalled();
    history.pushState(null, "", "/settings");
    window.dispatchEvent(new Event("pushState"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
