import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { makeEstimate } from "../../test/estimate-fixture";
import { accountAnswer, holdAccount } from "../../test/account-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { estimateHeadline } from "./estimate-card";
import { EstimatesSection } from "./estimates-section";
import { LatestEstimateCard } from "./latest-estimate-card";
import { estimatesQuery } from "../../api/estimates";

const estimate = makeEstimate();


function stubApi(lengthUnit: string) {
  return recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? accountAnswer(lengthUnit) : jsonResponse([estimate])));
}

/** Once every request the screen made has been answered, the shop's settings among them. */
const settled = (queryClient: QueryClient) => waitFor(() => expect(queryClient.isFetching()).toBe(0));

/** The Wrapulator's estimate card once the estimates and the shop's settings have both come. */
async function cardText(lengthUnit: string) {
  stubApi(lengthUnit);
  const { queryClient } = renderPage(<EstimatesSection jobId="j1" seed={{ totalSurfaceArea: null }} editing={null} />);
  const list = await screen.findByRole("list", { name: "Estimates" });
  await settled(queryClient);
  const card = within(list).getByRole("listitem");
  return { heading: within(card).getByRole("heading").firstChild?.textContent, text: card.textContent };
}

describe("EstimateCard", () => {
  it.each(["cm", "m"])("shows a shop measuring in %s the roll in centimetres and metres and square metres beside each area, as its quote does", async (unit) => {
    const { heading, text } = await cardText(unit);
    expect(heading).toBe("2 rolls · 1,200 sq ft (111.48 m²) of vinyl");
    expect(text).toContain("1,000 sq ft (92.90 m²) + 20% waste · 137.16 cm x 45.72 m rolls ·");
    expect(text).not.toContain("54 in");
    expect(text).toContain("$800.00");
  });

  it.each(["in", "ft"])("shows a shop measuring in %s the roll in inches and feet and areas in square feet only", async (unit) => {
    const { heading, text } = await cardText(unit);
    expect(heading).toBe("2 rolls · 1,200 sq ft of vinyl");
    expect(text).toContain("1,000 sq ft + 20% waste · 54 in x 150 ft rolls ·");
    expect(text).not.toContain("m²");
  });

  it("gives an imperial shop the square metres an estimate priced per m² is worked out on", () => {
    expect(estimateHeadline(makeEstimate({ materialPriceBasis: "sq_m", materialPrice: 20 }), false)).toBe("2 rolls · 1,200 sq ft (111.48 m²) of vinyl");
  });

  it("asks for the shop's settings once however many estimates the list holds", async () => {
    const calls = recordFetch((request) =>
      new URL(request.url).pathname === "/api/account"
        ? jsonResponse({ preferences: { lengthUnit: "cm", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } })
        : jsonResponse([estimate, { ...estimate, id: "e2" }, { ...estimate, id: "e3", vinylRollWidth: 60, vinylRollLength: 75 }]),
    );
    renderPage(<EstimatesSection jobId="j1" seed={{ totalSurfaceArea: null }} editing={null} />);
    const list = await screen.findByRole("list", { name: "Estimates" });
    await waitFor(() => expect(list.textContent).toContain("152.4 cm x 22.86 m rolls"));
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(calls.filter((call) => call.url === "/api/account")).toHaveLength(1);
  });
});

describe("LatestEstimateCard", () => {
  const job = makeJob({ id: "j1", createdAt: "2026-03-01T09:00:00.000Z", status: "completed", vinylUsedSquareFeet: 1100 });

  async function overviewText(lengthUnit: string) {
    stubApi(lengthUnit);
    const { queryClient, container } = renderPage(<LatestEstimateCard job={job} onOpenEstimates={() => {}} />);
    await screen.findByText(/^2 rolls/);
    await settled(queryClient);
    return container.textContent;
  }

  it("shows a metric shop square metres beside the estimated and the used vinyl", async () => {
    const text = await overviewText("m");
    expect(text).toContain("2 rolls · 1,200 sq ft (111.48 m²) of vinyl");
    expect(text).toContain("Vinyl used: 1,100 sq ft (102.19 m²)");
  });

  it("shows an imperial shop square feet only", async () => {
    const text = await overviewText("in");
    expect(text).toContain("2 rolls · 1,200 sq ft of vinyl");
    expect(text).toContain("Vinyl used: 1,100 sq ft");
    expect(text).not.toContain("m²");
  });

  it("waits for a metric shop's settings before showing a figure, rather than square feet that turn into square metres", async () => {
    const answerAccount = holdAccount(() => jsonResponse([estimate]));
    const { queryClient, container } = renderPage(<LatestEstimateCard job={job} onOpenEstimates={() => {}} />);
    await waitFor(() => expect(queryClient.getQueryState(estimatesQuery("j1").queryKey)?.status).toBe("success"));
    expect(container.textContent).toContain("Loading estimates…");
    expect(container.textContent).not.toContain("sq ft");
    answerAccount("m");
    expect((await screen.findByText(/^2 rolls/)).textContent).toBe("2 rolls · 1,200 sq ft (111.48 m²) of vinyl");
    expect(container.textContent).toContain("Vinyl used: 1,100 sq ft (102.19 m²)");
  });
});
