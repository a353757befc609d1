import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountQuery } from "../../api/account-query";
import { saveFile } from "../../lib/save-file";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { makePhoto } from "../../test/photo-fixture";
import type { Photo } from "../../../shared/schemas/photo";
import { ExportPdfSheet } from "./export-pdf-sheet";

vi.mock("../../lib/save-file", async (importOriginal) => ({ ...(await importOriginal<typeof import("../../lib/save-file")>()), saveFile: vi.fn(async () => {}) }));

const job = makeJob({ id: "j1", createdAt: "2026-03-01T09:00:00.000Z" });

function stubApi(lengthUnit: string, photos: Photo[] = []) {
  return recordFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/api/jobs/j1/photos") return jsonResponse(photos);
    if (path === "/api/account") return jsonResponse({ preferences: { lengthUnit, rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } });
    if (path === "/api/jobs/j1/estimates") return jsonResponse([{ id: "e1", jobId: "j1" }]);
    const name = path.endsWith("quote.pdf") ? "Acme - quote.pdf" : "Acme - report.pdf";
    return new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}"` } });
  });
}

/** Opens the sheet once the shop's settings have come, makes the report, then the quote, and answers the units each asked for. */
async function unitsAsked(lengthUnit: string) {
  const calls = stubApi(lengthUnit);
  const { queryClient } = renderPage(<ExportPdfSheet job={job} open onOpenChange={() => {}} />);
  await waitFor(() => expect(queryClient.getQueryData(accountQuery.queryKey)).toBeTruthy());
  const user = userEvent.setup();
  const download = () => screen.getByRole<HTMLButtonElement>("button", { name: "Download PDF" });
  await user.click(download());
  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  await user.click(screen.getByRole("radio", { name: "Client quote" }));
  await waitFor(() => expect(download().disabled).toBe(false));
  await user.click(download());
  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
  const units = (document: string) => calls.filter((call) => call.url === `/api/jobs/j1/${document}`).map((call) => call.query.get("units"));
  return { report: units("report.pdf"), quote: units("quote.pdf") };
}

describe("ExportPdfSheet", () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it("makes the report and then the quote, each in metric when the shop measures in centimetres", async () => {
    expect(await unitsAsked("cm")).toEqual({ report: ["metric"], quote: ["metric"] });
    expect(vi.mocked(saveFile).mock.calls.map(([, name]) => name)).toEqual(["Acme - report.pdf", "Acme - quote.pdf"]);
  });

  it.each([
    ["m", "metric"],
    ["in", "imperial"],
    ["ft", "imperial"],
  ])("asks for both documents in the units of a shop measuring in %s (%s)", async (lengthUnit, units) => {
    expect(await unitsAsked(lengthUnit)).toEqual({ report: [units], quote: [units] });
  });

  it("says before the report is made when its photos choice leaves it with none", async () => {
    stubApi("in", [makePhoto({ jobId: "j1" })]);
    renderPage(<ExportPdfSheet job={job} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Marked up" }));
    expect(await screen.findByText("None of this job's photos are marked up yet, so the report will have no photos.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "All photos" }));
    expect(screen.queryByText(/so the report will have/)).toBeNull();
  });

  it("says a job without photos gives a report without them", async () => {
    stubApi("in");
    renderPage(<ExportPdfSheet job={job} open onOpenChange={() => {}} />);
    expect(await screen.findByText("This job has no photos yet, so the report will have none.")).toBeTruthy();
  });

  it("with no signal, says the PDF needs one and keeps Download PDF off until the signal is back", async () => {
    const calls = stubApi("in");
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPage(<ExportPdfSheet job={job} open onOpenChange={() => {}} />);
    const download = () => screen.getByRole<HTMLButtonElement>("button", { name: "Download PDF" });
    try {
      expect(screen.getByText("No signal: PDFs are made on the server, so this works again once you're back online.")).toBeTruthy();
      expect(download().disabled).toBe(true);
    } finally {
      offline.mockRestore();
      act(() => void window.dispatchEvent(new Event("online")));
    }
    expect(download().disabled).toBe(false);
    expect(screen.queryByText(/^No signal/)).toBeNull();
    expect(calls.some((call) => call.url.endsWith(".pdf"))).toBe(false);
  });
});
