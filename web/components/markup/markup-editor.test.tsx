import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Markup } from "../../../shared/schemas/markup";
import type { GestureContext } from "./markup-gestures";
import MarkupEditor, { type MarkupEditorProps } from "./markup-editor";
import { sampleShape } from "../../test/markup-fixture";

// jsdom has no canvas: the konva stage is swapped for buttons that make the edits a finger would.
vi.mock("./markup-canvas", () => ({
  MarkupCanvas: (props: GestureContext) => (
    <div>
      <button
        type="button"
        onClick={() =>
          props.add({ id: `drawn-${props.shapes.length}`, type: "circle", color: props.color, size: props.size, x: 5, y: 5, rotation: 0, scaleX: 1, scaleY: 1, radius: 9 })
        }
      >
        Fake draw
      </button>
      <button type="button" onClick={() => props.select(props.shapes[0]?.id ?? null)}>
        Fake select
      </button>
      <button type="button" onClick={() => props.placeText({ x: 10, y: 20 })}>
        Fake tap
      </button>
      <output aria-label="Shape count">{props.shapes.length}</output>
    </div>
  ),
}));

vi.mock("./rendition", () => ({
  DOWNLOAD_NAME: "marked-up-image.png",
  RENDITION_TYPE: "image/jpeg",
  RENDITION_QUALITY: 0.85,
  renderRendition: vi.fn(async (_image: unknown, _markup: unknown, type: string) => new Blob(["photo"], { type })),
  downloadBlob: vi.fn(),
}));

class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = "auto";
  naturalWidth = 800;
  naturalHeight = 600;
  set src(url: string) {
    setTimeout(() => (url.includes("broken") ? this.onerror?.() : this.onload?.()));
  }
}

function open(props: { initial?: Markup | null; imageUrl?: string; saved?: Promise<void> } = {}) {
  vi.stubGlobal("Image", LoadingImage);
  const onSave = vi.fn<MarkupEditorProps["onSave"]>(() => props.saved);
  const onClose = vi.fn();
  render(<MarkupEditor imageUrl={props.imageUrl ?? "/photo.jpg"} initial={props.initial ?? null} saving={false} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole("button", { name });
const shapeCount = () => screen.getByLabelText("Shape count").textContent;

describe("MarkupEditor", () => {
  it("opens full screen with every tool, the pen, red and size 3 chosen", async () => {
    open();
    expect(await screen.findByRole("dialog", { name: "Markup photo" })).toBeTruthy();
    await screen.findByRole("button", { name: "Select" }, { timeout: 5_000 });
    for (const name of ["Select", "Pen", "Line", "Rectangle", "Circle", "Arrow", "Text", "Eraser"]) {
      expect(button(name).getAttribute("aria-pressed")).toBe(name === "Pen" ? "true" : "false");
    }
    expect(screen.getAllByRole("radio", { name: /^Colour / })).toHaveLength(12);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Colour red" }).checked).toBe(true);
    expect(screen.getAllByRole("radio", { name: /^Size / })).toHaveLength(6);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Size 3" }).checked).toBe(true);
    expect((button("Undo") as HTMLButtonElement).disabled).toBe(true);
  });

  it("undoes, redoes and clears, and saves the markup in photo pixels with a JPEG rendition", async () => {
    const { onSave, user } = open();
    await user.click(await screen.findByRole("button", { name: "Fake draw" }));
    await user.click(screen.getByRole("radio", { name: "Colour blue" }));
    await user.click(screen.getByRole("radio", { name: "Size 8" }));
    await user.click(button("Fake draw"));
    expect(shapeCount()).toBe("2");
    await user.click(button("Undo"));
    expect(shapeCount()).toBe("1");
    await user.click(button("Redo"));
    await user.click(button("Clear All"));
    expect(shapeCount()).toBe("0");
    await user.click(button("Undo"));
    await user.click(button("Save"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const { markup, rendition } = onSave.mock.calls[0]![0];
    expect(markup).toMatchObject({ version: 1, width: 800, height: 600 });
    expect(markup.shapes.map((shape) => [shape.color, shape.size])).toEqual([
      ["#ef4444", 3],
      ["#3b82f6", 8],
    ]);
    expect(rendition.type).toBe("image/jpeg");
  });

  it("adds typed text where the user tapped, cleaned, and nothing for blank text", async () => {
    const { onSave, user } = open();
    await user.click(await screen.findByRole("button", { name: "Text" }));
    await user.click(button("Fake tap"));
    await user.click(button("Add text"));
    expect(shapeCount()).toBe("0");
    await user.click(button("Fake tap"));
    await user.type(screen.getByRole("textbox", { name: "Text" }), "  Dent here {Enter}");
    expect(screen.queryByRole("button", { name: "Add text" })).toBeNull();
    await user.click(button("Save"));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].markup.shapes).toEqual([expect.objectContaining({ type: "text", text: "Dent here", x: 10, y: 20 })]);
  });

  it("saves the text still being typed, as if Add text was pressed", async () => {
    const { onSave, user } = open();
    await user.click(await screen.findByRole("button", { name: "Fake draw" }));
    await user.click(button("Text"));
    await user.click(button("Fake tap"));
    await user.type(screen.getByRole("textbox", { name: "Text" }), "Scratch");
    await user.click(button("Save"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].markup.shapes).toEqual([expect.objectContaining({ type: "circle" }), expect.objectContaining({ type: "text", text: "Scratch", x: 10, y: 20 })]);
    expect(screen.queryByRole("textbox", { name: "Text" })).toBeNull();
    expect(shapeCount()).toBe("2");
  });

  it("asks before closing when the only change is text still being typed", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { onClose, user } = open();
    await user.click(await screen.findByRole("button", { name: "Text" }));
    await user.click(button("Fake tap"));
    await user.type(screen.getByRole("textbox", { name: "Text" }), "Peel");
    await user.click(button("Close"));
    expect(confirm).toHaveBeenCalledWith("Discard your markup changes?");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("takes no edits while a save is on its way, and takes them again once it failed", async () => {
    let fail = () => {};
    const saved = new Promise<void>((resolve) => {
      fail = resolve;
    });
    const { onSave, user } = open({ saved });
    await user.click(await screen.findByRole("button", { name: "Fake draw" }));
    await user.click(button("Save"));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await user.click(button("Fake draw"));
    expect(shapeCount()).toBe("1");
    expect((button("Undo") as HTMLButtonElement).disabled).toBe(true);
    expect((button("Clear All") as HTMLButtonElement).disabled).toBe(true);
    expect((button("Save") as HTMLButtonElement).disabled).toBe(true);
    fail();
    await waitFor(() => expect((button("Save") as HTMLButtonElement).disabled).toBe(false));
    await user.click(button("Fake draw"));
    expect(shapeCount()).toBe("2");
  });

  it("Escape in the text box closes only the text box", async () => {
    const { onClose, user } = open();
    await user.click(await screen.findByRole("button", { name: "Text" }));
    await user.click(button("Fake tap"));
    await user.type(screen.getByRole("textbox", { name: "Text" }), "Peel");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox", { name: "Text" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(shapeCount()).toBe("0");
  });

  it("deletes the selected shape with the button and the Delete key", async () => {
    const { user } = open({ initial: { version: 1, width: 800, height: 600, shapes: [sampleShape("rect"), sampleShape("line")] } });
    await user.click(await screen.findByRole("button", { name: "Select" }));
    expect((button("Delete shape") as HTMLButtonElement).disabled).toBe(true);
    await user.click(button("Fake select"));
    await user.click(button("Delete shape"));
    expect(shapeCount()).toBe("1");
    await user.click(button("Fake select"));
    await user.keyboard("{Delete}");
    expect(shapeCount()).toBe("0");
  });

  it("closes at once when nothing changed", async () => {
    const confirm = vi.spyOn(window, "confirm");
    const { onClose, user } = open();
    await screen.findByRole("button", { name: "Pen" });
    await user.click(button("Close"));
    expect(onClose).toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("keeps the markup when the user declines to discard it", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { onClose, user } = open();
    await user.click(await screen.findByRole("button", { name: "Fake draw" }));
    await user.click(button("Close"));
    expect(confirm).toHaveBeenCalledWith("Discard your markup changes?");
    expect(onClose).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("says so when the photo cannot be loaded", async () => {
    const { onClose, user } = open({ imageUrl: "/broken.jpg" });
    expect((await screen.findByRole("alert")).textContent).toContain("Couldn't load this photo.");
    await user.click(screen.getAllByRole("button", { name: "Close" })[1]!);
    expect(onClose).toHaveBeenCalled();
  });
});
