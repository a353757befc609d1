import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { SharedPhoto } from "../../shared/schemas/share";
import { SharedPhotos } from "./shared-photos";

const photos: SharedPhoto[] = [
  { id: "p1", caption: "Driver door before", category: "progress", url: "/api/shared/t/photos/p1", thumbnailUrl: "/api/shared/t/photos/p1/thumb", createdAt: "2026-11-23T10:00:00.000Z" },
  { id: "p2", caption: null, category: "mockup", url: "/api/shared/t/photos/p2", thumbnailUrl: "/api/shared/t/photos/p2/thumb", createdAt: "2026-11-23T11:00:00.000Z" },
];

describe("SharedPhotos", () => {
  it("shows each photo with its category badge and caption, and opens them full screen to page through", async () => {
    render(<SharedPhotos photos={photos} />);
    const user = userEvent.setup();
    const tiles = within(screen.getByRole("list", { name: "Photos" })).getAllByRole("button");
    expect(tiles.map((tile) => tile.getAttribute("aria-label"))).toEqual(["Open progress photo: Driver door before", "Open mockup photo"]);
    expect(tiles[0]!.textContent).toContain("Progress");
    expect(tiles[0]!.textContent).toContain("Driver door before");
    expect(tiles[1]!.textContent).toContain("Mockup");
    expect(tiles[0]!.querySelector("img")!.getAttribute("src"), "the grid loads thumbnails").toBe(photos[0]!.thumbnailUrl);

    await user.click(tiles[0]!);
    const viewer = await screen.findByRole("dialog", { name: "Photo viewer" });
    expect(within(viewer).getByRole("img", { name: "Driver door before" }).getAttribute("src")).toBe(photos[0]!.url);
    expect(viewer.textContent).toContain("1 / 2");
    await user.click(within(viewer).getByRole("button", { name: "Next photo" }));
    expect(within(viewer).getByRole("img", { name: "Job photo" }).getAttribute("src")).toBe(photos[1]!.url);
    await user.click(within(viewer).getByRole("button", { name: "Next photo" }));
    expect(viewer.textContent).toContain("1 / 2");
    await user.click(within(viewer).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("names a chosen file that is not an image, or that this browser cannot read, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(<SharedPhotos photos={[]} upload={{ token: "t", onAdded: () => {} }} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole("button", { name: "Add photos" }));
    await user.type(await screen.findByLabelText("Your name"), "Sam");
    await user.upload(screen.getByLabelText("Photos"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByRole("alert").textContent).toBe("notes.txt is not an image.");
    const heic = new File([new Uint8Array(64)], "IMG_0042.HEIC", { type: "image/heic" });
    await user.upload(screen.getByLabelText("Photos"), heic);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect((await screen.findByRole("alert")).textContent).toContain("IMG_0042.HEIC can't be read by this browser");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says when there are no photos", () => {
    render(<SharedPhotos photos={[]} />);
    expect(screen.getByText("No photos yet.")).toBeTruthy();
  });
});
