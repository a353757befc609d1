import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JOB_TAB_NAMES } from "../../shared/job-tabs";
import { jobTabReads, screenReads } from "../../shared/screen-reads";
import { SETTINGS_PATH } from "../lib/routes";
import { prefetchJobPage } from "../pages/job-detail/job-page-data";
import { jobTabOf } from "../pages/job-detail/job-page-parts";
import { prefetchScreenData } from "./screen-data";

/** The path and query of every request the app sends, answered with an empty list and full access to a job (enough for any read here). */
function recordRequests(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(`${url.pathname}${url.search}`);
      return Response.json({ items: [], nextCursor: null, access: { level: "full" } });
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

  it.each(["", "#unknown", ...JOB_TAB_NAMES.map((tab) => `#${tab}`)])("asks for the job and the open tab's reads a job page's HTML preloads (%s)", async (hash) => {
    const asked = recordRequests();
    prefetchJobPage(new QueryClient(), JOB_ID, hash);
    const path = `/jobs/${JOB_ID}`;
    const preloaded = [...screenReads(path), ...jobTabReads(path)![jobTabOf(hash)]];
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(preloaded)));
    expect(screenReads(path)).toEqual([`/api/jobs/${JOB_ID}`]);
  });
});
