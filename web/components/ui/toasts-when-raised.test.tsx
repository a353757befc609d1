import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissAllToasts, toast } from "./toast-store";
import { ToastsWhenRaised } from "./toasts-when-raised";

afterEach(() => act(() => dismissAllToasts()));

describe("ToastsWhenRaised", () => {
  it("renders nothing, and loads no toast viewport, until a toast is raised", () => {
    const { container } = render(<ToastsWhenRaised />);
    expect(container.innerHTML).toBe("");
    expect(document.querySelector("[role=region]")).toBeNull();
  });

  it("shows the first toast once the viewport has loaded, and a later one too", async () => {
    render(<ToastsWhenRaised />);
    act(() => void toast({ title: "Job saved" }));
    expect(await screen.findByText("Job saved")).toBeTruthy();
    act(() => void toast({ title: "Photo uploaded" }));
    expect(await screen.findByText("Photo uploaded")).toBeTruthy();
  });
});
