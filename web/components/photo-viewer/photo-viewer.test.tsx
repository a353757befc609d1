import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { PhotoViewer, type ViewerPhoto } from "./photo-viewer";

const photos: ViewerPhoto[] = [
  { id: "a", src: "/photos/a.jpg", alt: "Hood before", caption: "Hood before", badge: "Progress" },
  { id: "b", src: "/photos/b.jpg", alt: "Job photo", caption: null, badge: "Mockup" },
  { id: "c", src: "/photos/c.jpg", alt: "Roof", caption: "Roof", badge: "General" },
];

function Harness({ start = 0, list = photos, onClose = () => {}, actions }: { start?: number; list?: ViewerPhoto[]; onClose?: () => void; actions?: (photo: ViewerPhoto) => ReactNode }) {
  const [index, setIndex] = useState(start);
  return <PhotoViewer photos={list} index={index} onIndex={setIndex} onClose={onClose} actions={actions} />;
}

const viewer = () => screen.getByRole("dialog", { name: "Photo viewer" });
const image = () => within(viewer()).getByRole("img");

function drag(from: number, to: number, pointerId = 1) {
  const stage = image().parentElement!;
  fireEvent.pointerDown(stage, { pointerId, pointerType: "touch", clientX: from, clientY: 100 });
  fireEvent.pointerMove(stage, { pointerId, pointerType: "touch", clientX: to, clientY: 100 });
  fireEvent.pointerUp(stage, { pointerId, pointerType: "touch", clientX: to, clientY: 100 });
}

describe("PhotoViewer", () => {
  it("shows the photo, its counter and caption, and pages through with the buttons, wrapping round", async () => {
    render(<Harness start={1} />);
    const user = userEvent.setup();
    expect(viewer().hasAttribute("open")).toBe(true);
    expect(viewer().textContent).toContain("2 / 3 · Mockup");
    expect(image().getAttribute("src")).toBe("/photos/b.jpg");
    expect(image().getAttribute("alt")).toBe("Job photo");
    expect(image().getAttribute("draggable")).toBe("false");
    expect(image().getAttribute("decoding")).toBe("async");
    expect(image().className).toContain("object-contain");

    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(viewer().textContent).toContain("3 / 3 · General");
    expect(screen.getByText("Roof").tagName).toBe("P");
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(image().getAttribute("alt")).toBe("Hood before");
    await user.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(viewer().textContent).toContain("3 / 3");
  });

  it("pages with the arrow keys and closes on Escape", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.keyDown(viewer(), { key: "ArrowRight" });
    expect(viewer().textContent).toContain("2 / 3");
    fireEvent.keyDown(viewer(), { key: "ArrowLeft" });
    fireEvent.keyDown(viewer(), { key: "ArrowLeft" });
    expect(viewer().textContent).toContain("3 / 3");
    fireEvent.keyDown(viewer(), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes with the Close button", async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has no paging for a single photo", () => {
    render(<Harness list={[photos[0]!]} />);
    expect(viewer().textContent).toContain("1 / 1 · Progress");
    expect(screen.queryByRole("button", { name: "Next photo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Previous photo" })).toBeNull();
    fireEvent.keyDown(viewer(), { key: "ArrowRight" });
    expect(viewer().textContent).toContain("1 / 1");
  });

  it("puts the caller's actions for the photo on show in the top bar", async () => {
    const onDelete = vi.fn();
    render(<Harness actions={(photo) => <button type="button" onClick={() => onDelete(photo.id)}>Delete</button>} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    await user.click(within(viewer()).getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith("b");
  });

  it("swipes to the next or previous photo, ignoring short drags", () => {
    render(<Harness />);
    drag(200, 170);
    expect(viewer().textContent).toContain("1 / 3");
    drag(200, 100);
    expect(viewer().textContent).toContain("2 / 3");
    drag(100, 200);
    expect(viewer().textContent).toContain("1 / 3");
  });

  it("zooms on a double tap, does not swipe while zoomed, and starts the next photo whole", () => {
    render(<Harness />);
    const stage = image().parentElement!;
    expect(stage.className).toContain("touch-none");
    drag(150, 150);
    drag(150, 150);
    expect(image().style.transform).toContain("scale(2.5)");
    drag(200, 100);
    expect(viewer().textContent).toContain("1 / 3");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(image().style.transform).toContain("scale(1)");
    drag(150, 150);
    drag(150, 150);
    drag(150, 150);
    drag(150, 150);
    expect(image().style.transform).toContain("scale(1)");
  });

  it("zooms with two fingers spreading apart", () => {
    render(<Harness />);
    const stage = image().parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: "touch", clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: "touch", clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: "touch", clientX: 50, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, pointerType: "touch", clientX: 250, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: "touch", clientX: 50, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 2, pointerType: "touch", clientX: 250, clientY: 100 });
    expect(image().style.transform).toContain("scale(2)");
    expect(viewer().textContent).toContain("1 / 3");
  });
});
