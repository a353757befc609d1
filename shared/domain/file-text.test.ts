import { describe, expect, it } from "vitest";
import { fileSizeText } from "./file-text";

describe("fileSizeText", () => {
  it("says a size the way people read it: whole megabytes without a trailing .0, small files in KB", () => {
    expect(fileSizeText(50 * 1024 * 1024)).toBe("50 MB");
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(fileSizeText(900)).toBe("1 KB");
    expect(fileSizeText(200 * 1024)).toBe("200 KB");
  });
});
