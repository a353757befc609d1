import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { InsightFigures } from "../../../shared/schemas/insights";
import { accountAnswer } from "../../test/account-fixture";
import { recordFetch, renderPage } from "../../test/render";
import { AnalyticsTab } from "./analytics-tab";
import { PerformanceTab } from "./performance-tab";

const figures: InsightFigures = {
  jobs: 1,
  inProgress: 1,
  completed: 0,
  completionRate: 0,
  completedInPeriod: 0,
  avgCompletionDays: null,
  avgProjectDays: 2,
  uniqueClients: 1,
  returningClients: 0,
  clientRetention: 0,
  squareFeet: 176.08,
  jobsWithArea: 1,
  avgSquareFeetPerJob: 176.08,
  statusCounts: { quote_sent: 0, in_progress: 1, completed: 0, on_hold: 0, cancelled: 0 },
  weeklyTrend: [],
  weekdays: Array.from({ length: 7 }, () => ({ created: 0, completed: 0 })),
  byMake: [{ make: "Volkswagen", jobs: 1, squareFeet: 176.08 }],
  byType: [],
  topClients: [{ name: "Müller Folierung", jobs: 1, squareFeet: 176.08 }],
  vinyl: { jobsWithUsed: 0, usedSquareFeet: 0, compared: 0, estimatedSquareFeet: 0, usedAgainstEstimate: 0, differencePercent: null },
};

describe("a metric shop's insights", () => {
  it("give areas in square metres beside square feet", async () => {
    recordFetch(() => accountAnswer("m"));
    renderPage(
      <>
        <PerformanceTab figures={figures} />
        <AnalyticsTab figures={figures} />
      </>,
    );
    expect(await screen.findAllByText("176.08 sq ft (16.36 m²)")).toHaveLength(2);
    expect(screen.getAllByText("1 job · 176.08 sq ft (16.36 m²)")).toHaveLength(2);
    expect(screen.getByText("Over the one job with an area in this period.")).toBeTruthy();
  });
});
