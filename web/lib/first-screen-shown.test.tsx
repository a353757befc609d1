import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { markFirstScreenShown, useFirstScreenShown, whenFirstScreenShown } from "./first-screen-shown";

function Shown() {
  return <p>{useFirstScreenShown() ? "shown" : "waiting"}</p>;
}

describe("first screen shown", () => {
  it("holds what waits for it until a page says its screen is shown, then runs it once, and runs later asks at once", () => {
    const early = vi.fn();
    const cancelled = vi.fn();
    whenFirstScreenShown(early);
    whenFirstScreenShown(cancelled)();
    render(<Shown />);
    expect(screen.getByText("waiting")).toBeTruthy();
    expect(early).not.toHaveBeenCalled();

    act(() => markFirstScreenShown());
    act(() => markFirstScreenShown());
    expect(screen.getByText("shown")).toBeTruthy();
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenFirstScreenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
