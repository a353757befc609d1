import type { Photo } from "../../shared/schemas/photo";

/** A job's photo as the API answers it: "Driver door", 30 × 20, no markup; `overrides` change what a test is about. */
export function makePhoto(overrides: Partial<Photo> = {}): Photo {
  return {
    id: "0193a1b2-0000-7000-8000-000000000001",
    jobId: "0193a1b2-0000-7000-8000-000000000002",
    filename: "door.jpg",
    caption: "Driver door",
    category: "general",
    width: 30,
    height: 20,
    byteSize: 100,
    url: "/p",
    thumbnailUrl: "/t",
    originalUrl: "/o",
    hasMarkup: false,
    markupVersion: 0,
    createdAt: "2026-11-23T10:00:00.000Z",
    ...overrides,
  };
}
