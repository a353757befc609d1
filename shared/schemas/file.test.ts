import { describe, expect, it } from "vitest";
import { FilePatchSchema, ProofDecisionSchema, displayFilename, renamedFilename } from "./file";

describe("file names kept for display", () => {
  it("drops path parts, controls and bidi overrides, and never leaves a name empty", () => {
    expect(displayFilename("C:\\Users\\ann\\Desktop\\logo.svg")).toBe("logo.svg");
    expect(displayFilename("../../etc/passwd")).toBe("passwd");
    expect(displayFilename("Invoice\u202Egnp.exe\u0000.pdf")).toBe("Invoicegnp.exe.pdf");
    expect(displayFilename("...")).toBe("file");
    expect(displayFilename("   ")).toBe("file");
  });

  it("names a file that shows nothing before its extension after the fallback, keeping the extension to check its type by", () => {
    expect(displayFilename(".csv")).toBe("file.csv");
    expect(displayFilename("\u200b\u200b.CSV")).toBe("file.CSV");
    expect(displayFilename("\u0301\u0301.pdf")).toBe("file.pdf");
    expect(displayFilename("..a.pdf")).toBe("a.pdf");
    expect(displayFilename(".csv", "")).toBe("");
  });

  it("cuts a long name to 200 characters and keeps its extension", () => {
    const name = displayFilename(`${"a".repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith(".pdf")).toBe(true);
  });

  it("keeps a renamed file's extension", () => {
    expect(renamedFilename("Final design", "proof.pdf", "application/pdf")).toBe("Final design.pdf");
    expect(renamedFilename("final.PDF", "proof.pdf", "application/pdf")).toBe("final.PDF");
    expect(renamedFilename("final.exe", "proof.pdf", "application/pdf")).toBe("final.exe.pdf");
  });

  it("never lets a rename drop the extension: a name of dots is empty, and a name that lost it gets its type's back", () => {
    for (const dots of [".", "..", " . ", "./."]) expect(renamedFilename(dots, "notes.txt", "text/plain"), dots).toBe("");
    for (const blank of ["..txt", ".txt", "\u0301\u0301.txt", "\u200b.txt", "\u0301.exe"]) expect(renamedFilename(blank, "notes.txt", "text/plain"), blank).toBe("");
    expect(renamedFilename("..notes", "notes.txt", "text/plain")).toBe("");
    expect(renamedFilename("..site notes", "notes.txt", "text/plain")).toBe("site notes.txt");
    expect(renamedFilename("invoice.html", "txt", "text/plain")).toBe("invoice.html.txt");
    expect(renamedFilename("Panels", "cut", "text/csv")).toBe("Panels.csv");
  });
});

describe("file and proof inputs", () => {
  it("refuses an empty patch, a path in a name and unknown fields", () => {
    expect(FilePatchSchema.safeParse({}).success).toBe(false);
    expect(FilePatchSchema.safeParse({ filename: "a/b.pdf" }).success).toBe(false);
    expect(FilePatchSchema.safeParse({ shared: true, owner: "x" }).success).toBe(false);
    expect(FilePatchSchema.parse({ shared: true })).toEqual({ shared: true });
  });

  it("needs a name, and a comment when asking for changes", () => {
    expect(ProofDecisionSchema.safeParse({ decision: "approved", name: " " }).success).toBe(false);
    expect(ProofDecisionSchema.safeParse({ decision: "changes_requested", name: "Dana" }).success).toBe(false);
    expect(ProofDecisionSchema.parse({ decision: "changes_requested", name: "Dana", comment: "Bigger logo" })).toMatchObject({ comment: "Bigger logo" });
  });
});
