import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { SharedPhotos, VIEWER_UNAVAILABLE } from "./shared-photos";

vi.mock("../components/photo-viewer/photo-viewer", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

it("says on the page when the photo viewer cannot be fetched, since the share page shows no toasts, and clears it on the next tap", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const photo = { id: "p1", caption: null, category: "progress" as const, url: "/p1", thumbnailUrl: "/p1/thumb", createdAt: "2026-11-23T10:00:00.000Z" };
  render(<SharedPhotos photos={[photo]} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Open progress photo" }));
  expect((await screen.findByRole("alert")).textContent).toBe(VIEWER_UNAVAILABLE);
  expect(screen.queryByRole("dialog")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Open progress photo" }));
  expect(screen.queryByText(VIEWER_UNAVAILABLE)).toBeNull();
});
