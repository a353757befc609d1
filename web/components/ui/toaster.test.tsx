import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from "../../../shared/constants";
import { DialogPanel } from "./dialog-panel";
import { toast } from "./toast-store";
import { Toaster } from "./toaster";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const raise = (title = "Job saved", description?: string) => act(() => void toast({ title, description }));
const notifications = () => screen.getByRole("region", { name: "Notifications (F8)" });
const card = () => screen.getByText("Job saved").closest("li") as HTMLElement;
const shown = () => screen.queryByText("Job saved") !== null;

const touch = { pointerId: 1, pointerType: "touch" };

function drag(target: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(target, { ...touch, button: 0, buttons: 1, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(target, { ...touch, buttons: 1, clientX: 100 + dx / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerMove(target, { ...touch, buttons: 1, clientX: 100 + dx, clientY: 100 + dy });
}

function swipe(target: HTMLElement, dx: number, dy = 0) {
  drag(target, dx, dy);
  fireEvent.pointerUp(target, { ...touch, clientX: 100 + dx, clientY: 100 + dy });
}

describe("Toaster", () => {
  it("shows a toast's title and description in the notifications region", () => {
    render(<Toaster />);
    raise("Job saved", "It is on the dashboard.");
    expect(notifications().textContent).toContain("Job saved");
    expect(notifications().textContent).toContain("It is on the dashboard.");
  });

  it("tells a screen reader the toast's text two frames after it shows, then takes the announcement away", () => {
    render(<Toaster />);
    raise("Job saved", "It is on the dashboard.");
    act(() => void vi.advanceTimersToNextFrame());
    expect(screen.getAllByRole("status").find((node) => node.getAttribute("aria-live") === "assertive")?.textContent).toBe("");
    act(() => void vi.advanceTimersToNextFrame());
    const announcement = screen.getAllByRole("status").find((node) => node.getAttribute("aria-live") === "assertive");
    expect(announcement?.textContent).toBe("Notification Job saved It is on the dashboard.");
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryAllByRole("status").filter((node) => node.getAttribute("aria-live") === "assertive")).toEqual([]);
    expect(shown()).toBe(true);
  });

  it("closes a toast after its display time", () => {
    render(<Toaster />);
    raise();
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(shown()).toBe(false);
  });

  it("holds the display time while the pointer is on the toast, and counts only what was left after", () => {
    render(<Toaster />);
    raise();
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    fireEvent.pointerMove(card(), { pointerType: "mouse", clientX: 10, clientY: 10 });
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(shown()).toBe(true);
    fireEvent.pointerLeave(card());
    act(() => void vi.advanceTimersByTime(999));
    expect(shown()).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(shown()).toBe(false);
  });

  it("is not held by a pointer it only came up under, nor by a finger", () => {
    render(<Toaster />);
    raise();
    fireEvent.pointerEnter(card(), { pointerType: "mouse" });
    fireEvent.pointerMove(card(), { pointerType: "touch", clientX: 10, clientY: 10 });
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(shown()).toBe(false);
  });

  it("holds the display time while the window is in the background", () => {
    render(<Toaster />);
    raise();
    fireEvent.blur(window);
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(shown()).toBe(true);
    fireEvent.focus(window);
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(shown()).toBe(false);
  });

  it("closes on its dismiss button, handing the focus back to the page after a tap and keeping it in the list from the keyboard", () => {
    render(<Toaster />);
    raise();
    const tapped = screen.getByRole("button", { name: "Dismiss notification" });
    act(() => tapped.focus());
    fireEvent.click(tapped, { detail: 1 });
    expect(shown()).toBe(false);
    expect(document.activeElement).toBe(document.body);
    raise();
    const pressed = screen.getByRole("button", { name: "Dismiss notification" });
    act(() => pressed.focus());
    fireEvent.click(pressed, { detail: 0 });
    expect(shown()).toBe(false);
    expect(notifications().contains(document.activeElement)).toBe(true);
  });

  it("keeps the focus in the list when a toast that has it is replaced, and closes later toasts once the focus leaves", () => {
    render(<Toaster />);
    raise();
    act(() => card().focus());
    raise("Photo uploaded");
    expect(notifications().contains(document.activeElement)).toBe(true);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText("Photo uploaded")).toBeNull();
  });

  it("closes on Escape when it has the focus, and leaves the focus in the notifications list", () => {
    render(<Toaster />);
    raise();
    act(() => card().focus());
    fireEvent.keyDown(card(), { key: "Escape" });
    expect(shown()).toBe(false);
    expect(notifications().contains(document.activeElement)).toBe(true);
  });

  it("closes when swiped right past the threshold, and stays when the swipe falls short or goes left", () => {
    render(<Toaster />);
    raise();
    swipe(card(), TOAST_SWIPE_THRESHOLD);
    swipe(card(), -TOAST_SWIPE_THRESHOLD * 3);
    expect(shown()).toBe(true);
    expect(card().style.transform).toBe("");
    swipe(card(), TOAST_SWIPE_THRESHOLD + 1);
    expect(shown()).toBe(false);
  });

  it("springs back, not closing, when the system cancels a swipe past the threshold", () => {
    render(<Toaster />);
    raise();
    drag(card(), TOAST_SWIPE_THRESHOLD * 2);
    expect(card().style.transform).toBe(`translateX(${TOAST_SWIPE_THRESHOLD * 2}px)`);
    fireEvent.pointerCancel(card(), touch);
    expect(shown()).toBe(true);
    expect(card().style.transform).toBe("");
  });

  it("leaves a press on the dismiss button to the button, however it drifts, and follows one pointer only", () => {
    render(<Toaster />);
    raise();
    drag(screen.getByRole("button", { name: "Dismiss notification" }), TOAST_SWIPE_THRESHOLD * 2);
    expect(card().style.transform).toBe("");
    drag(card(), 30);
    fireEvent.pointerDown(card(), { pointerId: 2, pointerType: "touch", button: 0, buttons: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(card(), { pointerId: 2, pointerType: "touch", clientX: 300, clientY: 100 });
    expect(card().style.transform).toBe("translateX(30px)");
    fireEvent.pointerMove(card(), { ...touch, buttons: 1, clientX: 100 + TOAST_SWIPE_THRESHOLD * 2, clientY: 100 });
    fireEvent.pointerUp(card(), touch);
    expect(shown()).toBe(false);
  });

  it("does not take a mostly vertical drag for a swipe", () => {
    render(<Toaster />);
    raise();
    swipe(card(), 60, 120);
    expect(shown()).toBe(true);
  });

  it("moves the focus to the newest toast on F8, and keeps the toast while the focus stays in the list", () => {
    render(<Toaster />);
    raise();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(document.activeElement).toBe(card());
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(shown()).toBe(true);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(shown()).toBe(false);
  });

  it("can be tapped while a dialog is open without closing the dialog", () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <DialogPanel open={open} onOpenChange={setOpen} title="New Job">
          <p>Form</p>
        </DialogPanel>
      );
    }
    render(
      <>
        <Page />
        <Toaster />
      </>,
    );
    act(() => void vi.advanceTimersByTime(10));
    raise();
    const dismiss = screen.getByRole("button", { name: "Dismiss notification", hidden: true });
    fireEvent.pointerDown(dismiss, { button: 0, pointerId: 1 });
    fireEvent.pointerUp(dismiss, { button: 0, pointerId: 1 });
    fireEvent.click(dismiss);
    expect(shown()).toBe(false);
    expect(screen.getByRole("dialog", { name: "New Job" })).toBeTruthy();
  });
});
