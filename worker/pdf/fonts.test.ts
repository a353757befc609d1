import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it, vi } from "vitest";

const answering = (body: string) => ({ fetch: () => Promise.resolve(new Response(body, { headers: { "Content-Type": "text/html" } })) });

/** The module as a new isolate has it: another test file may already have read and kept the fonts. */
async function freshEmbedFonts() {
  vi.resetModules();
  return (await import("./fonts")).embedFonts;
}

describe("embedFonts", () => {
  it("says the fonts could not be loaded when the assets answer a page instead of a font, and tries again next time", async () => {
    const embedFonts = await freshEmbedFonts();
    const doc = await PDFDocument.create();
    await expect(embedFonts(doc, answering("<!doctype html><title>WrapPilot</title>"))).rejects.toMatchObject({ code: "service_unavailable" });
    await expect(embedFonts(doc, answering("<!doctype html>"))).rejects.toMatchObject({ code: "service_unavailable" });
  });
});
