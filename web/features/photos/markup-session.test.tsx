import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Markup } from "../../../shared/schemas/markup";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { type RecordedCall, jsonResponse, recordFetch, renderPage } from "../../test/render";
import { makePhoto } from "../../test/photo-fixture";
import type { MarkupEditorProps } from "../../components/markup/markup-editor";
import { MarkupSession } from "./markup-session";

const drawn = (count: number): Markup => ({
  version: 1,
  width: 30,
  height: 20,
  shapes: Array.from({ length: count }, (_, index) => ({ id: `c${index}`, type: "circle", color: "#ef4444", size: 3, x: 5, y: 5, rotation: 0, scaleX: 1, scaleY: 1, radius: 4 })),
});

let made = 0;
const image = (what: string) => new Blob([`${what} ${++made}`], { type: "image/jpeg" });

vi.mock("../../components/markup/markup-editor", () => ({
  default: ({ onSave }: MarkupEditorProps) => (
    <div>
      <button type="button" onClick={() => void onSave({ markup: drawn(1), rendition: image("rendition") })}>
        Save one mark
      </button>
      <button type="button" onClick={() => void onSave({ markup: drawn(2), rendition: image("rendition") })}>
        Save two marks
      </button>
      <button type="button" onClick={() => void onSave({ markup: drawn(0), rendition: image("rendition") })}>
        Save with every mark cleared
      </button>
    </div>
  ),
}));

vi.mock("../../lib/photo-resize", () => ({ resizePhoto: async () => ({ thumb: image("thumb") }) }));

const photo = makePhoto();

const never = () => new Promise<Response>(() => {});

afterEach(() => onlineManager.setOnline(true));

describe("MarkupSession", () => {
  it("says markup needs a connection instead of loading forever with no signal, and lets the user leave", async () => {
    const calls = recordFetch(never);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const onClose = vi.fn();
    renderPage(<MarkupSession photo={photo} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(OFFLINE_NOTE));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("can be left with Escape while the markup loads", async () => {
    recordFetch(never);
    const onClose = vi.fn();
    renderPage(<MarkupSession photo={photo} onClose={onClose} />);
    expect((await screen.findByRole("status")).textContent).toContain("Loading markup…");
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("sends a save whose answer was lost again under the same Idempotency-Key and files", async () => {
    let puts = 0;
    const calls = recordFetch((request) => {
      if (request.method === "GET") return jsonResponse({ markup: null, markupVersion: 0 });
      puts += 1;
      return puts === 1 ? Promise.reject(new TypeError("Failed to fetch")) : jsonResponse({ ...photo, hasMarkup: true, markupVersion: 1 });
    });
    const onClose = vi.fn();
    renderPage(<MarkupSession photo={photo} onClose={onClose} />);
    await userEvent.click(await screen.findByRole("button", { name: "Save one mark" }, { timeout: 5_000 }));
    expect(await screen.findByText("Markup not saved")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save one mark" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [lost, retried] = calls.filter((call) => call.method === "PUT");
    expect(lost!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried!.headers.get("Idempotency-Key")).toBe(lost!.headers.get("Idempotency-Key"));
    const read = (value: FormDataEntryValue | null | undefined) => (value instanceof Blob ? new Response(value).text() : value);
    const files = (call: RecordedCall) => Promise.all(["annotated", "annotatedThumb"].map((name) => read(call.form?.get(name))));
    expect(await files(retried!)).toEqual(await files(lost!));
  });

  it("makes a new Idempotency-Key for a save of other marks", async () => {
    const calls = recordFetch((request) => (request.method === "GET" ? jsonResponse({ markup: null, markupVersion: 0 }) : Promise.reject(new TypeError("Failed to fetch"))));
    renderPage(<MarkupSession photo={photo} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole("button", { name: "Save one mark" }, { timeout: 5_000 }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    await screen.findByText("Markup not saved");
    await userEvent.click(screen.getByRole("button", { name: "Save two marks" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    const keys = calls.filter((call) => call.method === "PUT").map((call) => call.headers.get("Idempotency-Key"));
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
  it("removes the photo's markup when it is saved with every mark cleared, as Remove markup does", async () => {
    const calls = recordFetch((request) =>
      request.method === "GET" ? jsonResponse({ markup: drawn(1), markupVersion: 4 }) : jsonResponse({ ...photo, hasMarkup: false, markupVersion: 5 }),
    );
    const onClose = vi.fn();
    renderPage(<MarkupSession photo={{ ...photo, hasMarkup: true, markupVersion: 4 }} onClose={onClose} />);
    await userEvent.click(await screen.findByRole("button", { name: "Save with every mark cleared" }, { timeout: 5_000 }));
    expect(await screen.findByText("Markup removed")).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    const writes = calls.filter((call) => call.method !== "GET");
    expect(writes.map((call) => [call.method, call.url, call.query.get("baseVersion")])).toEqual([["DELETE", `/api/photos/${photo.id}/markup`, "4"]]);
  });

  it("only closes when a photo without markup is saved with no marks", async () => {
    const calls = recordFetch(() => jsonResponse({ markup: null, markupVersion: 0 }));
    const onClose = vi.fn();
    renderPage(<MarkupSession photo={photo} onClose={onClose} />);
    await userEvent.click(await screen.findByRole("button", { name: "Save with every mark cleared" }, { timeout: 5_000 }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
