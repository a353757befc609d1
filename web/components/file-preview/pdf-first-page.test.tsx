import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import PdfFirstPage from "./pdf-first-page";

vi.mock("./pdf-document", () => ({
  getDocument: () => ({ promise: Promise.reject(new Error("Failed to fetch")), destroy: () => Promise.resolve() }),
}));

afterEach(() => vi.restoreAllMocks());

describe("PdfFirstPage", () => {
  it("says the preview needs a signal when the PDF cannot be read offline, rather than to download it", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<PdfFirstPage url="/api/files/f/preview" label="truck side.pdf" />);
    expect(await screen.findByText("No signal: the preview shows once you're back online.")).toBeTruthy();
  });

  it("says to download a PDF it cannot draw while online", async () => {
    render(<PdfFirstPage url="/api/files/f/preview" label="truck side.pdf" />);
    expect(await screen.findByText("This PDF could not be shown. Download it to open it.")).toBeTruthy();
  });
});
