import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FIRST_JOB_FILTER } from "../../api/jobs";
import { makeJob } from "../../test/job-fixture";
import { accountAnswer } from "../../test/account-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { JobResults } from "./job-results";

const JOBS = [makeJob({ id: "j1", jobName: "Fleet van", createdAt: "2026-11-01T09:00:00.000Z", totalSquareFeet: 120 })];

/** Every text the results show from their first render to the last, in order, as a phone would paint them. */
function recordTexts(container: HTMLElement) {
  const seen: string[] = [];
  const note = () => {
    const text = container.textContent ?? "";
    if (seen.at(-1) !== text) seen.push(text);
  };
  const observer = new MutationObserver(note);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe("JobResults", () => {
  it("goes from the loading cards straight to the jobs, never saying the list failed while its cards render", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ items: JOBS, nextCursor: null })));
    const { container } = renderPage(<JobResults filter={FIRST_JOB_FILTER} layout="list" hasAnyJobs onViewClientHistory={() => {}} />);
    const texts = recordTexts(container);
    expect(screen.getByRole("status", { name: "Loading jobs" })).toBeTruthy();

    expect(await screen.findByText("Fleet van")).toBeTruthy();
    texts.stop();
    expect(screen.queryByRole("status", { name: "Loading jobs" })).toBeNull();
    expect(texts.seen.some((text) => text.includes("Couldn't load your jobs"))).toBe(false);
  });

  it("says the list could not be loaded when the server does not answer, with a way to try again", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: "Internal error" }, 500)));
    renderPage(<JobResults filter={FIRST_JOB_FILTER} layout="list" hasAnyJobs onViewClientHistory={() => {}} />);
    expect(await screen.findByText("Couldn't load your jobs", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("tells a screen reader how many jobs a search shows, and that none match", async () => {
    const search = { ...FIRST_JOB_FILTER, search: "fleet" };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ items: JOBS, nextCursor: null })));
    const { unmount } = renderPage(<JobResults filter={search} layout="list" hasAnyJobs onViewClientHistory={() => {}} />);
    await waitFor(() => expect(screen.getAllByRole("status").some((status) => status.textContent === "1 job shown")).toBe(true));
    unmount();
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ items: [], nextCursor: null })));
    renderPage(<JobResults filter={{ ...search, search: "zzz" }} layout="list" hasAnyJobs onViewClientHistory={() => {}} />);
    await waitFor(() => expect(screen.getAllByRole("status").some((status) => status.textContent === "No jobs found")).toBe(true));
  });

  it("on the team's list, says a filter hides the jobs rather than that the members have none", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ items: [], nextCursor: null })));
    renderPage(<JobResults filter={{ ...FIRST_JOB_FILTER, scope: "team", status: "complete" }} layout="list" hasAnyJobs onViewClientHistory={() => {}} />);
    expect(await screen.findByText("No team jobs found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your filters")).toBeTruthy();
  });

  it("gives every card of a shop that measures in centimetres its area in square metres beside square feet", async () => {
    recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer("cm") : jsonResponse({ items: JOBS, nextCursor: null })));
    renderPage(<JobResults filter={FIRST_JOB_FILTER} layout="list" hasAnyJobs onViewClientHistory={() => {}} />);
    expect(await screen.findByText("120 sq ft (11.15 m²)")).toBeTruthy();
  });
});
