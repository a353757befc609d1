import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountQuery } from "../../api/account-query";
import { makeEstimate } from "../../test/estimate-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { EstimateDialog } from "./estimate-dialog";

const estimate = makeEstimate();

/** The estimate form's worked-out totals, as label and value pairs, once the shop's settings have come. */
async function openPreview(lengthUnit: string) {
  recordFetch(() => jsonResponse({ preferences: { lengthUnit, rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } }));
  const { queryClient } = renderPage(<EstimateDialog jobId="j1" editing={{ estimate }} onClose={() => {}} />);
  await waitFor(() => expect(queryClient.getQueryData(accountQuery.queryKey)).toBeTruthy());
  return () => {
    const totals = document.querySelector<HTMLElement>('dl[aria-label="Estimate totals"]')!;
    return within(totals)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  };
}

describe("EstimatePreview", () => {
  it.each(["cm", "m"])("shows a shop measuring in %s the roll in centimetres and metres and square metres beside the area, as its quote does", async (unit) => {
    const rows = await openPreview(unit);
    await waitFor(() => expect(rows()).toContainEqual(["Rolls (137.16 cm x 45.72 m)", "2"]));
    expect(rows()).toContainEqual(["Material with 20% waste", "1,200.00 sq ft (111.48 m²)"]);
    expect(rows()).toContainEqual(["Material cost", "$800.00"]);
  });

  it("asks a metric shop for the roll in cm and m and the area in m², and follows them as they are typed", async () => {
    const rows = await openPreview("cm");
    const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
    await screen.findByLabelText("Surface area (m²)");
    expect([value("Surface area (m²)"), value("Roll width (cm)"), value("Roll length (m)")]).toEqual(["92.903", "137.16", "45.72"]);
    fireEvent.change(screen.getByLabelText("Roll width (cm)"), { target: { value: "152.4" } });
    fireEvent.change(screen.getByLabelText("Roll length (m)"), { target: { value: "22.86" } });
    await waitFor(() => expect(rows()).toContainEqual(["Rolls (152.4 cm x 22.86 m)", "4"]));
    fireEvent.change(screen.getByLabelText("Roll width (cm)"), { target: { value: "400" } });
    fireEvent.click(screen.getByRole("button", { name: "Save estimate" }));
    await screen.findByText("Roll width must be at most 304.8 cm");
  });

  it("offers a metric shop a price per m², and an imperial one per sq ft, beside per roll", async () => {
    const rows = await openPreview("cm");
    await screen.findByLabelText("Surface area (m²)");
    const bases = () => within(screen.getByRole("group", { name: "Material price is" })).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);
    expect(bases()).toEqual(["Per roll", "Per m²"]);
    fireEvent.click(screen.getByRole("radio", { name: "Per m²" }));
    fireEvent.change(screen.getByLabelText("Material price (optional)"), { target: { value: "20" } });
    await waitFor(() => expect(rows()).toContainEqual(["Material cost", "$2,229.60"]));
  });

  it("keeps an estimate's own price basis on offer when the shop's units have changed since", async () => {
    recordFetch(() => jsonResponse({ preferences: { lengthUnit: "in", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } }));
    renderPage(<EstimateDialog jobId="j1" editing={{ estimate: makeEstimate({ materialPrice: 20, materialPriceBasis: "sq_m" }) }} onClose={() => {}} />);
    await screen.findByLabelText("Surface area (sq ft)");
    const bases = within(screen.getByRole("group", { name: "Material price is" })).getAllByRole("radio");
    expect(bases.map((radio) => [radio.closest("label")?.textContent, (radio as HTMLInputElement).checked])).toEqual([
      ["Per roll", false],
      ["Per sq ft", false],
      ["Per m²", true],
    ]);
  });

  it.each(["in", "ft"])("shows a shop measuring in %s the roll in inches and feet and the area in square feet only", async (unit) => {
    const rows = await openPreview(unit);
    expect(rows()).toContainEqual(["Rolls (54 in x 150 ft)", "2"]);
    expect(rows()).toContainEqual(["Material with 20% waste", "1,200.00 sq ft"]);
  });
});
