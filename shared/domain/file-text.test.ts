import { describe, expect, it } from "vitest";
import { fileSizeText, oversizeText } from "./file-text";

describe("fileSizeText", () => {
  it("says a size the way people read it: whole megabytes without a trailing .0, small files in KB", () => {
    expect(fileSizeText(50 * 1024 * 1024)).toBe("50 MB");
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(fileSizeText(900)).toBe("1 KB");
    expect(fileSizeText(200 * 1024)).toBe("200 KB");
  });
});

describe("oversizeText", () => {
  it("gives a file's size against the limit, and says 'over' when the size rounds to the limit itself", () => {
    expect(oversizeText("plan.pdf", 52.3 * 1024 * 1024, 50 * 1024 * 1024, "a file")).toBe("plan.pdf is 52.3 MB; a file can be at most 50 MB.");
    expect(oversizeText("big.pdf", 50 * 1024 * 1024 + 1, 50 * 1024 * 1024, "a file")).toBe("big.pdf is over 50 MB; a file can be at most 50 MB.");
  });
});
