import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { photosQuery } from "../../api/photos";
import { makePhoto } from "../../test/photo-fixture";
import { prefetchJobPage } from "./job-page-data";

const JOB_ID = "0190c0de-0000-7000-8000-000000000000";
const photos = Array.from({ length: 6 }, (_, index) => makePhoto({ id: `0190c0de-0000-7000-8000-00000000000${index}`, jobId: JOB_ID, thumbnailUrl: `/api/photos/${index}/thumb` }));

/** The images the page asked for, as `new Image()` with a source, and their priority; `loaded` finishes the first one's load. */
function recordImages() {
  const asked: { src: string; fetchPriority: string }[] = [];
  const loads: (() => void)[] = [];
  vi.stubGlobal(
    "Image",
    class {
      fetchPriority = "auto";
      onload: (() => void) | null = null;
      set src(src: string) {
        asked.push({ src, fetchPriority: this.fetchPriority });
        loads.push(() => this.onload?.());
      }
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      return Response.json(path.endsWith("/photos") ? photos : { id: JOB_ID, access: { level: "full" } });
    }),
  );
  return { asked, loaded: () => loads[0]?.() };
}

afterEach(() => vi.unstubAllGlobals());

describe("a job page started on its photos tab", () => {
  it("asks for the first tile's thumbnail, at high priority, as soon as the list is in, and the rest of the first two rows once it is", async () => {
    const { asked, loaded } = recordImages();
    prefetchJobPage(new QueryClient(), JOB_ID, "#photos");
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    loaded();
    expect(asked).toEqual(photos.slice(0, 4).map((photo) => ({ src: photo.thumbnailUrl, fetchPriority: "high" })));
  });

  it("leaves thumbnails to the tiles on other tabs, and when the list was already on the phone", async () => {
    const { asked } = recordImages();
    const client = new QueryClient();
    prefetchJobPage(client, JOB_ID, "#overview");
    await vi.waitFor(() => expect(client.getQueryData(photosQuery(JOB_ID).queryKey)).toHaveLength(6));
    prefetchJobPage(client, JOB_ID, "#photos");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });
});
