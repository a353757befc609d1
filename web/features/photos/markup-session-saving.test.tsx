import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GestureContext } from "../../components/markup/markup-gestures";
import { makePhoto } from "../../test/photo-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { MarkupSession } from "./markup-session";

// jsdom has no canvas: the konva stage is swapped for a button that draws as a finger would, and the renditions for Blobs.
vi.mock("../../components/markup/markup-canvas", () => ({
  MarkupCanvas: (props: GestureContext) => (
    <button
      type="button"
      onClick={() => props.add({ id: `drawn-${props.shapes.length}`, type: "circle", color: props.color, size: props.size, x: 5, y: 5, rotation: 0, scaleX: 1, scaleY: 1, radius: 4 })}
    >
      Fake draw
    </button>
  ),
}));
vi.mock("../../components/markup/rendition", () => ({
  DOWNLOAD_NAME: "marked-up-image.png",
  RENDITION_TYPE: "image/jpeg",
  RENDITION_QUALITY: 0.85,
  renderRendition: async () => new Blob(["rendition"], { type: "image/jpeg" }),
  downloadBlob: () => {},
}));
vi.mock("../../lib/photo-resize", () => ({ resizePhoto: async () => ({ thumb: new Blob(["thumb"], { type: "image/jpeg" }) }) }));

class LoadedImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = "auto";
  naturalWidth = 30;
  naturalHeight = 20;
  set src(_url: string) {
    setTimeout(() => this.onload?.());
  }
}

const photo = makePhoto();
const saved = () => jsonResponse({ ...photo, hasMarkup: true, markupVersion: 1 });

/** The server: the markup to open, then each save answered as the test says, when it says. */
function server() {
  const answers: ((response: Response | Error) => void)[] = [];
  const calls = recordFetch((request) =>
    request.method === "GET"
      ? jsonResponse({ markup: null, markupVersion: 0 })
      : new Promise<Response>((resolve, reject) => answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)))),
  );
  const puts = () => calls.filter((call) => call.method === "PUT");
  return { puts, answer: (index: number, response: Response | Error) => answers[index]!(response) };
}

async function openAndDraw() {
  const onClose = vi.fn();
  renderPage(<MarkupSession photo={photo} onClose={onClose} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Fake draw" }, { timeout: 5_000 }));
  return { onClose, user, saveButton: () => screen.getByRole<HTMLButtonElement>("button", { name: /^Sav/ }) };
}

beforeEach(() => vi.stubGlobal("Image", LoadedImage));

/** The photo's screen: the tool goes when it asks to close, as the Photos tab does. */
function Host({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <MarkupSession
      photo={photo}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  ) : null;
}

async function openInHostAndDraw() {
  const onClose = vi.fn();
  renderPage(<Host onClose={onClose} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Fake draw" }, { timeout: 5_000 }));
  return { onClose, user, saveButton: () => screen.getByRole<HTMLButtonElement>("button", { name: /^Sav/ }) };
}

describe("MarkupSession while a save is on its way", () => {
  it("asks on Close whether to leave the marks to their save, not whether to discard them, and the save carries on and says it landed", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const api = server();
    const { onClose, user, saveButton } = await openInHostAndDraw();
    await user.click(saveButton());
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(confirm.mock.calls).toEqual([["Your marks are still being saved. Close anyway? If the save fails, they are lost."]]);
    expect(onClose, "staying keeps the tool open").not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Fake draw" })).toBeNull();

    api.answer(0, saved());
    expect(await screen.findByText("Markup saved")).toBeTruthy();
    expect(onClose, "a save landing after the tool went closes nothing else").toHaveBeenCalledTimes(1);
  });

  it("says so when a save carried on after Close fails", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const api = server();
    const { user, saveButton } = await openInHostAndDraw();
    await user.click(saveButton());
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Close" }));
    api.answer(0, new TypeError("Failed to fetch"));
    expect(await screen.findByText("Markup not saved")).toBeTruthy();
  });

  it("sends one save for a double tap on Save, and shows no error for it", async () => {
    const api = server();
    const { onClose, user, saveButton } = await openAndDraw();
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await user.dblClick(saveButton());
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    api.answer(0, saved());
    expect(await screen.findByText("Markup saved")).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.puts()).toHaveLength(1);
    expect(screen.queryByText("Markup not saved")).toBeNull();
  });

  it("says plainly when an earlier try of the same marks is still being stored, sending nothing more, and keeps them open", async () => {
    const api = server();
    const { onClose, user, saveButton } = await openAndDraw();
    await user.click(saveButton());
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    api.answer(0, new TypeError("Failed to fetch"));
    expect(await screen.findByText("Markup not saved")).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    await user.click(saveButton());
    await waitFor(() => expect(api.puts()).toHaveLength(2));
    api.answer(1, jsonResponse({ code: "idempotency_in_progress", message: "A request with this Idempotency-Key is still being processed. Try again shortly.", requestId: "r" }, 409));
    expect(await screen.findByText(/Your earlier save of these marks is still being stored/)).toBeTruthy();
    expect(screen.queryByText(/still being processed/)).toBeNull();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(api.puts()).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(new Set(api.puts().map((call) => call.headers.get("Idempotency-Key"))).size).toBe(1);
  });
});
