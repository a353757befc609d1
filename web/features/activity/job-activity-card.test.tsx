import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../../shared/schemas/activity";
import { accountAnswer } from "../../test/account-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { JobActivityCard } from "./job-activity-card";

const entries: ActivityEntry[] = [{ id: "a1", action: "added_estimate", details: "Estimate for 215.28 sq ft on Van wrap for Acme", timestamp: "2026-12-01T09:00:00.000Z" }];

describe("a job's activity", () => {
  it("gives an estimate's area in m² too to a metric shop", async () => {
    recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer("cm") : jsonResponse(entries)));
    renderPage(<JobActivityCard jobId="j1" />);
    expect(await screen.findAllByText("Estimate for 215.28 sq ft (20.00 m²) on Van wrap for Acme")).toHaveLength(1);
  });
});
