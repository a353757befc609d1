import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screenReads } from "../../shared/screen-reads";
import { SETTINGS_PATH } from "../lib/routes";
import { prefetchJobPage } from "../pages/job-detail/job-page-data";
import { prefetchScreenData } from "./screen-data";

/** The path and query of every request the app sends, answered with an empty list (enough for any read here). */
function recordRequests(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(`${url.pathname}${url.search}`);
      return Response.json({ items: [], nextCursor: null });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const JOB_ID = "0190c0de-0000-7000-8000-000000000000";

describe("the start's reads and the preloads in its HTML", () => {
  it.each(["/", SETTINGS_PATH])("asks for %s's first reads at exactly the URLs its HTML preloads", async (path) => {
    const asked = recordRequests();
    prefetchScreenData(new QueryClient(), path);
    await vi.waitFor(() => expect(asked).toHaveLength(screenReads(path).length));
    expect(asked.toSorted()).toEqual(screenReads(path).toSorted());
  });

  it.each(["", "#measurements", "#photos"])("asks for a job page's preloaded read, the job, whichever tab opens (%s)", async (hash) => {
    const asked = recordRequests();
    prefetchJobPage(new QueryClient(), JOB_ID, hash);
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(screenReads(`/jobs/${JOB_ID}`))));
    expect(screenReads(`/jobs/${JOB_ID}`)).toEqual([`/api/jobs/${JOB_ID}`]);
  });
});
