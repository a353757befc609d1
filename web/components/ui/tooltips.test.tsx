import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, installTooltips } from "./tooltips";

const tip = () => document.body.querySelector<HTMLElement>(":scope > [aria-hidden='true'].fixed");
const hover = (element: Element, pointerType = "mouse") => fireEvent.pointerOver(element, { pointerType });
const leave = (element: Element) => fireEvent.pointerOut(element, { pointerType: "mouse", relatedTarget: document.body });

describe("tooltips", () => {
  let uninstall: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    uninstall = installTooltips();
    render(
      <div>
        <Button size="icon" aria-label="Edit job">
          <svg aria-hidden />
        </Button>
        <a href="/jobs" aria-label="Delete job">
          <svg aria-hidden />
        </a>
        <Button aria-label="Save">Save</Button>
      </div>,
    );
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it("opens an icon-only button's name after 700 ms of a mouse resting on it, and closes when it leaves", () => {
    const edit = screen.getByRole("button", { name: "Edit job" });
    hover(edit);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    expect(tip()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(tip()?.textContent).toBe("Edit job");
    leave(edit);
    expect(tip()).toBeNull();
  });

  it("opens the next one at once within 300 ms of one closing, and waits again after that", () => {
    const [edit, remove] = [screen.getByRole("button", { name: "Edit job" }), screen.getByRole("link", { name: "Delete job" })];
    hover(edit);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    leave(edit);
    hover(remove);
    vi.advanceTimersByTime(0);
    expect(tip()?.textContent).toBe("Delete job");
    leave(remove);
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS);
    hover(edit);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    expect(tip()).toBeNull();
  });

  it("shows nothing for touch or for a button with words, and a press or Escape closes one", () => {
    hover(screen.getByRole("button", { name: "Edit job" }), "touch");
    hover(screen.getByRole("button", { name: "Save" }));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tip()).toBeNull();
    const remove = screen.getByRole("link", { name: "Delete job" });
    hover(remove);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    fireEvent.keyDown(remove, { key: "Escape" });
    expect(tip()).toBeNull();
    hover(screen.getByRole("button", { name: "Edit job" }));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Edit job" }));
    expect(tip()).toBeNull();
  });

  it("goes inside an open modal dialog, which paints above everything else, and closes when focus moves on", () => {
    const dialog = document.createElement("dialog");
    dialog.setAttribute("open", "");
    const close = document.createElement("button");
    close.setAttribute("aria-label", "Close viewer");
    const field = document.createElement("textarea");
    dialog.append(close, field);
    document.body.append(dialog);
    hover(close);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tip()).toBeNull();
    expect(dialog.querySelector("[aria-hidden='true'].fixed")?.textContent).toBe("Close viewer");
    fireEvent.focusIn(field);
    expect(dialog.querySelector("[aria-hidden='true'].fixed")).toBeNull();
    dialog.remove();
  });
});
