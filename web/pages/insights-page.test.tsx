import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ActivityLogPage, InsightFigures, Insights } from "../../shared/schemas/insights";
import { jsonResponse, recordFetch, renderPage } from "../test/render";
import InsightsPage from "./insights-page";

const figures: InsightFigures = {
  jobs: 3,
  inProgress: 1,
  completed: 1,
  completionRate: 33,
  completedInPeriod: 1,
  avgCompletionDays: 2,
  avgProjectDays: 1.2,
  uniqueClients: 2,
  returningClients: 1,
  clientRetention: 50,
  squareFeet: 210,
  jobsWithArea: 3,
  avgSquareFeetPerJob: 70,
  statusCounts: { quote_sent: 0, in_progress: 1, completed: 1, on_hold: 0, cancelled: 1 },
  weeklyTrend: ["2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"].map((weekStart, index) => ({
    weekStart,
    created: index,
    completed: index % 2,
  })),
  weekdays: [{ created: 2, completed: 0 }, ...Array.from({ length: 5 }, () => ({ created: 0, completed: 0 })), { created: 0, completed: 1 }],
  byMake: [{ make: "Ford", jobs: 2, squareFeet: 200 }],
  byType: [{ type: "van", jobs: 1, squareFeet: 120 }],
  topClients: [{ name: "Acme Fleet", jobs: 2, squareFeet: 200 }],
  vinyl: { jobsWithUsed: 1, usedSquareFeet: 400, compared: 1, estimatedSquareFeet: 421.91, usedAgainstEstimate: 400, differencePercent: -5 },
};

const insightsFor = (period: Insights["period"], overrides: Partial<InsightFigures> = {}): Insights => ({
  period,
  timeZone: "UTC",
  from: period === "week" ? "2026-11-18" : "2026-08-27",
  to: "2026-11-24",
  computedAt: new Date(Date.now() - 12.5 * 60_000).toISOString(),
  figures: { ...figures, ...overrides },
});

function serve({ total = 3, own = undefined as number | undefined, empty = false, completed = 1, activity = [] as ActivityLogPage[] } = {}) {
  const pages = [...activity];
  return recordFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === "/api/jobs/stats") return jsonResponse({ total, active: 1, completed: 1, own: own ?? total });
    if (url.pathname === "/api/performance/metrics") {
      const period = url.searchParams.get("period") as Insights["period"];
      return jsonResponse(insightsFor(period, empty ? { jobs: 0, completionRate: null, avgCompletionDays: null, completedInPeriod: 0 } : { completedInPeriod: completed }));
    }
    if (url.pathname === "/api/activity/logs") return jsonResponse(pages.shift() ?? { entries: [], nextCursor: null });
    return jsonResponse({ message: "unexpected" }, 500);
  });
}

describe("Insights page", () => {
  it("shows the period's figures with their freshness, and asks again in the phone's zone when the period changes", async () => {
    const calls = serve();
    renderPage(<InsightsPage />, "/insights");
    expect(await screen.findByText("Nov 18 – Nov 24 · Updated 12 min ago")).toBeTruthy();
    expect(screen.getByText("1 in progress")).toBeTruthy();
    expect(screen.getByText("33%")).toBeTruthy();
    expect(screen.getByText("2 days")).toBeTruthy();
    expect(screen.getByText("The one job completed in this period")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Completion rate" }).getAttribute("aria-valuenow")).toBe("33");
    const table = screen.getByRole("table", { name: "Jobs created and completed per week" });
    expect(within(table).getAllByRole("row")).toHaveLength(8);

    await userEvent.setup().click(screen.getByRole("radio", { name: "This Quarter" }));
    expect(await screen.findByText("Aug 27 – Nov 24 · Updated 12 min ago")).toBeTruthy();
    const asked = calls.filter((call) => call.url === "/api/performance/metrics");
    expect(asked.map((call) => call.query.get("period"))).toEqual(["week", "quarter"]);
    expect(asked.every((call) => call.query.get("tz") === Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(true);
  });

  it("shows the vinyl used against the estimates on the Performance tab", async () => {
    serve();
    renderPage(<InsightsPage />, "/insights");
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Performance" }));
    expect(await screen.findByText("5% under")).toBeTruthy();
    expect(screen.getByText("400 sq ft used where the latest estimates said 421.91 sq ft, on 1 job")).toBeTruthy();
  });

  it("says the average completion time is an average of the jobs completed, not that more than that many were", async () => {
    serve({ completed: 22 });
    renderPage(<InsightsPage />, "/insights");
    expect(await screen.findByText("Average of the 22 jobs completed in this period")).toBeTruthy();
  });

  it("says when nothing happened in a period instead of showing zeros as results", async () => {
    serve({ empty: true });
    renderPage(<InsightsPage />, "/insights");
    expect(await screen.findByText("No jobs in this period")).toBeTruthy();
    expect(screen.getByText("Nothing completed in this period")).toBeTruthy();
  });

  it("invites an account with no jobs to add one", async () => {
    serve({ total: 0, empty: true });
    renderPage(<InsightsPage />, "/insights");
    expect(await screen.findByText("No insights yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New Job" })).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getByText("Your shop's numbers, by period.")).toBeTruthy();
  });

  it("invites an installer whose only jobs are shared with them to add one of their own, as Insights counts only their own", async () => {
    serve({ total: 3, own: 0, empty: true });
    renderPage(<InsightsPage />, "/insights");
    expect(await screen.findByText("No insights yet")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("lists recent activity with links to the jobs and pages on with Show more", async () => {
    const entry = (id: string, details: string) => ({ id, action: "added_measurement", details, timestamp: "2026-11-24T10:00:00.000Z", job: { id: "job-1", label: "Van for Acme" } });
    const calls = serve({
      activity: [
        { entries: [entry("a1", "Hood on Van for Acme")], nextCursor: "next-page" },
        { entries: [{ ...entry("a2", "Job for Gone Co"), action: "deleted_job", job: null }], nextCursor: null },
      ],
    });
    renderPage(<InsightsPage />, "/insights");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Activity" }));
    expect(await screen.findByText("Hood on Van for Acme")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Van for Acme" }).getAttribute("href")).toBe("/jobs/job-1");
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Job for Gone Co")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(calls.filter((call) => call.url === "/api/activity/logs").map((call) => call.query.get("cursor"))).toEqual([null, "next-page"]);
  });

  it("says 'No recent activity found' when there is none", async () => {
    serve();
    renderPage(<InsightsPage />, "/insights");
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Activity" }));
    expect(await screen.findByText("No recent activity found")).toBeTruthy();
  });
});
