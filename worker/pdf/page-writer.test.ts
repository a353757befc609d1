import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { EstimateRow } from "../db/queries/estimates";
import { readPdf } from "../test/pdf-reading";
import { writeEstimate } from "./estimate-lines";
import { PageWriter } from "./page-writer";

const PRINTABLE = new Set([...Array.from({ length: 95 }, (_, index) => index + 32), 0x20ac]);

/** A writer on Helvetica with `room` points left on its first page. */
async function writerWithRoom(room: number) {
  const doc = await PDFDocument.create();
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), covered: PRINTABLE };
  const writer = new PageWriter(doc, fonts);
  writer.text("Earlier content");
  writer.space(writer.room - room);
  return { doc, writer };
}

const pagesOf = async (doc: PDFDocument) => (await readPdf(await doc.save())).pages;

const estimate: EstimateRow = {
  id: "e1",
  jobId: "j1",
  vinylRollWidth: 54,
  vinylRollLength: 50,
  totalSurfaceArea: 812.37,
  wastePercentage: 12.5,
  rollsNeeded: 5,
  totalMaterialCost: 3427.2,
  laborHours: 41.25,
  totalLaborCost: 3506.25,
  totalProjectCost: 6933.45,
  materialPrice: 3.75,
  materialPriceBasis: "sq_ft",
  laborRate: 85,
  currency: "EUR",
  revision: 1,
  notes: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe("PageWriter keeps a section's title with what follows it", () => {
  it("starts a table on the next page with its heading, never leaving the heading alone at the foot of a page", async () => {
    for (const room of [40, 75, 90, 120]) {
      const { doc, writer } = await writerWithRoom(room);
      writer.table([{ header: "File", share: 0.7 }, { header: "Size", share: 0.3 }], [["design.pdf", "1.2 MB"]], { heading: "Files" });
      const pages = await pagesOf(doc);
      const withHeading = pages.find((page) => page.includes("Files"));
      expect(withHeading, `${room} points left`).toMatch(/Files[\s\S]*File[\s\S]*Size[\s\S]*design\.pdf/);
    }
  });

  it("moves an estimate whole with its heading, so its Total is never parted from the lines it sums", async () => {
    for (const room of [60, 120, 170, 200]) {
      const { doc, writer } = await writerWithRoom(room);
      writeEstimate(writer, estimate, false, "Estimate");
      const page = (await pagesOf(doc)).find((text) => text.includes("Estimate"));
      expect(page, `${room} points left`).toMatch(/Estimate[\s\S]*Surface area[\s\S]*Labour cost[\s\S]*Total\s+€6,933\.45/);
    }
  });
});
