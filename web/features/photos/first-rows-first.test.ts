import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchFirstRows } from "./first-rows-first";

/** Every image the code asks for, in order, with its priority and a way to finish its load. */
function recordImages() {
  const asked: { src: string; priority: string; settle: (failed?: boolean) => void }[] = [];
  class RecordedImage {
    fetchPriority = "auto";
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(src: string) {
      asked.push({ src, priority: this.fetchPriority, settle: (failed) => (failed ? this.onerror : this.onload)?.() });
    }
  }
  vi.stubGlobal("Image", RecordedImage);
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const urls = ["/t/1", "/t/2", "/t/3", "/t/4", "/t/5", "/t/6"];

describe("a start on the photos tab", () => {
  it("asks for the first tile's thumbnail alone, so on a weak signal it comes at full speed, then for the rest of the first rows", () => {
    const asked = recordImages();
    fetchFirstRows(urls);
    expect(asked.map((image) => image.src)).toEqual(["/t/1"]);
    expect(asked[0]!.priority).toBe("high");
    asked[0]!.settle();
    expect(asked.map((image) => image.src)).toEqual(["/t/1", "/t/2", "/t/3", "/t/4"]);
    expect(asked.every((image) => image.priority === "high")).toBe(true);
  });

  it("goes on to the rest of the first rows when the first thumbnail fails", () => {
    const asked = recordImages();
    fetchFirstRows(urls);
    asked[0]!.settle(true);
    expect(asked.map((image) => image.src)).toEqual(["/t/1", "/t/2", "/t/3", "/t/4"]);
  });

  it("asks for nothing for a job without photos", () => {
    const asked = recordImages();
    fetchFirstRows([]);
    expect(asked).toEqual([]);
  });
});
