import { describe, expect, it } from "vitest";
import { isWellFormed } from "../schemas/fields";
import { backupFileName } from "./backup-names";

const day = new Date("2026-11-25T10:00:00Z");

describe("backupFileName", () => {
  it("keeps letters of any script and makes the rest single dashes", () => {
    expect(backupFileName(["Acme Co.", "Sprinter / full wrap", null], day)).toBe("Acme-Co-Sprinter-full-wrap-2026-11-25.zip");
    expect(backupFileName(["Überführung", "Größe"], day)).toBe("Überführung-Größe-2026-11-25.zip");
  });

  it("cuts a long name at 80 characters without splitting one in two", () => {
    const name = backupFileName([`A${"𝓐".repeat(100)}`], day);
    expect(isWellFormed(name)).toBe(true);
    expect(name).toBe(`A${"𝓐".repeat(79)}-2026-11-25.zip`);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });
});
