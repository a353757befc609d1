import { describe, expect, it } from "vitest";
import { ILL_FORMED_TEXT } from "./fields";
import { JobCreateSchema, JobListQuerySchema, JobPatchSchema } from "./job";

const messages = (schema: typeof JobCreateSchema | typeof JobPatchSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("job input hardening", () => {
  it.each(["\u200B", "\u200B\u200C\u200D\u2060", "\uFEFF \u00AD"])("counts an invisible client name %j as missing", (clientName) => {
    expect(messages(JobCreateSchema, { clientName })).toEqual(["clientName: Client name is required"]);
  });

  it("refuses text with a lone surrogate in any field", () => {
    expect(messages(JobCreateSchema, { clientName: "Acme \uD800" })).toEqual([`clientName: ${ILL_FORMED_TEXT}`]);
    expect(messages(JobPatchSchema, { notes: "ok \uDFFF" })).toEqual([`notes: ${ILL_FORMED_TEXT}`]);
  });

  it("stores the NFC form and counts its length", () => {
    const decomposed = "e\u0301".repeat(200);
    expect(JobCreateSchema.parse({ clientName: decomposed }).clientName).toBe("\u00e9".repeat(200));
  });

  it.each(["\u0301", "\u200B\u0301\u0302", "   "])("takes a search of %j, which shows nothing, as no search", (search) => {
    expect(JobListQuerySchema.parse({ search }).search).toBeUndefined();
  });

  it("clears an optional field sent as invisible characters only", () => {
    expect(JobCreateSchema.parse({ clientName: "Acme", jobName: "\u200B" }).jobName).toBeUndefined();
    expect(JobPatchSchema.parse({ jobName: "\u2060" }).jobName).toBeNull();
  });

  it.each([
    [{ vehicleYear: "0x7E4" }, "vehicleYear: Year must be a number"],
    [{ vehicleYear: "2.02e3" }, "vehicleYear: Year must be a number"],
    [{ totalSquareFeet: "0b101" }, "totalSquareFeet: Total square feet must be a number"],
    [{ totalSquareFeet: "Infinity" }, "totalSquareFeet: Total square feet must be a number"],
    [{ progress: "0o17" }, "progress: Progress must be a number"],
  ])("refuses numbers written other than in decimal: %j", (fields, message) => {
    expect(messages(JobCreateSchema, { clientName: "Acme", ...fields })).toEqual([message]);
  });

  it("accepts plain decimals typed as text", () => {
    expect(JobCreateSchema.parse({ clientName: "Acme", vehicleYear: "2020", totalSquareFeet: "12.5" })).toMatchObject({
      vehicleYear: 2020,
      totalSquareFeet: 12.5,
    });
  });

  it.each(["0000-01-01", "1899-12-31", "2101-01-01", "0000-06-01T00:00:00Z", "9999-12-31T23:59:59Z", "2100-12-31T23:00:00-05:00"])(
    "refuses the due date %j outside 1900 to 2100",
    (dueDate) => {
      expect(messages(JobCreateSchema, { clientName: "Acme", dueDate })).toEqual([
        "dueDate: Due date must be between 1900-01-01 and 2100-12-31",
      ]);
    },
  );

  it("keeps the format message for a date that is not one, and accepts the range's ends", () => {
    expect(messages(JobCreateSchema, { clientName: "Acme", dueDate: "2026-02-30" })).toEqual([
      "dueDate: Due date must be a date like 2026-12-31",
    ]);
    expect(JobCreateSchema.parse({ clientName: "Acme", dueDate: "1900-01-01" }).dueDate?.toISOString()).toBe("1900-01-01T12:00:00.000Z");
    expect(JobCreateSchema.parse({ clientName: "Acme", dueDate: "2100-12-31" }).dueDate?.toISOString()).toBe("2100-12-31T12:00:00.000Z");
  });

  it("refuses a list page size written in hex", () => {
    expect(JobListQuerySchema.safeParse({ limit: "0x10" }).success).toBe(false);
    expect(JobListQuerySchema.parse({ limit: "20" }).limit).toBe(20);
  });
});
