import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { holdAccount } from "../../test/account-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { OverviewTab } from "./overview-tab";

const job = makeJob({ id: "j1", createdAt: "2026-11-01T00:00:00.000Z", totalSquareFeet: 100, totalSquareFeetSource: "measurements" });
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

const renderOverview = () => renderPage(<OverviewTab job={job} onOpenPhotos={() => {}} onOpenEstimates={() => {}} onRecordVoiceNote={() => {}} />);

describe("the Overview's Job Status", () => {
  it("gives a metric shop square metres beside the area and the vinyl needed, and never square feet alone while its units are read", async () => {
    const answer = holdAccount(() => jsonResponse([]));
    renderOverview();
    expect(figure("Total area")).toBe("Loading…Follows the measurements");
    expect(figure("Vinyl needed")).toBe("Loading…");
    answer("cm");
    await waitFor(() => expect(figure("Total area")).toBe("100 sq ft (9.29 m²)Follows the measurements"));
    expect(figure("Vinyl needed")).toBe("115.0 sq ft (10.68 m²)");
  });

  it("gives a shop in inches square feet alone", async () => {
    const answer = holdAccount(() => jsonResponse([]));
    renderOverview();
    answer("in");
    await waitFor(() => expect(figure("Total area")).toBe("100 sq ftFollows the measurements"));
    expect(figure("Vinyl needed")).toBe("115.0 sq ft");
  });
});
