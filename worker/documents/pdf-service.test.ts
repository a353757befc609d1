import { describe, expect, it } from "vitest";
import { drawPdf } from "./pdf-service";

describe("drawPdf", () => {
  it("passes the PDF Worker's bytes through", async () => {
    await expect(drawPdf(() => Promise.resolve({ pdf: new Uint8Array([37, 80, 68, 70]) }), 1_000)).resolves.toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("answers the PDF Worker's own 'try again' (the fonts could not be loaded) as a 503 with its message", async () => {
    const message = "The PDF fonts could not be loaded. Try again in a minute.";
    await expect(drawPdf(() => Promise.resolve({ unavailable: message }), 1_000)).rejects.toMatchObject({ code: "service_unavailable", status: 503, message });
  });

  it("answers a binding that rejects, or never answers, as a 503 that says to try again", async () => {
    const expected = { code: "service_unavailable", message: "The PDF could not be made just now. Try again in a minute." };
    await expect(drawPdf(() => Promise.reject(new Error("Worker not found")), 1_000)).rejects.toMatchObject(expected);
    await expect(drawPdf(() => new Promise(() => {}), 50)).rejects.toMatchObject(expected);
  });
});
