import { describe, expect, it } from "vitest";
import { BACKUP_IMPORT_MAX_BYTES, backupImportProblem, backupSizeText, notRestorable } from "./backup-rules";

describe("backup rules", () => {
  it("states sizes in MB with one decimal, and a few kilobytes as under 0.1 MB", () => {
    expect(backupSizeText(0)).toBe("0.0 MB");
    expect(backupSizeText(4084)).toBe("under 0.1 MB");
    expect(backupSizeText(0.05 * 1024 * 1024)).toBe("0.1 MB");
    expect(backupSizeText(49.2 * 1024 * 1024)).toBe("49.2 MB");
  });

  it("refuses an empty or too large import before it is sent, naming the file", () => {
    expect(backupImportProblem({ name: "empty.zip", size: 0 })).toBe("empty.zip is empty. Choose the backup zip you downloaded.");
    expect(backupImportProblem({ name: "big.zip", size: 61 * 1024 * 1024 })).toBe(
      "big.zip is 61.0 MB; an import can be at most 60.0 MB. Restore larger backups from the job's backup list instead.",
    );
    expect(backupImportProblem({ name: "ok.zip", size: BACKUP_IMPORT_MAX_BYTES })).toBeNull();
    expect(backupImportProblem({ name: "over.zip", size: BACKUP_IMPORT_MAX_BYTES + 1 })).not.toBeNull();
  });

  it("says why a photos backup or an account export is not restored as a job", () => {
    expect(notRestorable("job")).toBeNull();
    expect(notRestorable("photos")).toContain("photos-only");
    expect(notRestorable("account")).toContain("account export");
  });
});
