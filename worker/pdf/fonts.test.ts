import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { embedFonts } from "./fonts";

const answering = (body: string) => ({ fetch: () => Promise.resolve(new Response(body, { headers: { "Content-Type": "text/html" } })) });

describe("embedFonts", () => {
  it("says the fonts could not be loaded when the assets answer a page instead of a font, and tries again next time", async () => {
    const doc = await PDFDocument.create();
    await expect(embedFonts(doc, answering("<!doctype html><title>WrapPilot</title>"))).rejects.toMatchObject({ code: "service_unavailable" });
    await expect(embedFonts(doc, answering("<!doctype html>"))).rejects.toMatchObject({ code: "service_unavailable" });
  });
});
