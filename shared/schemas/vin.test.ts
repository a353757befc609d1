import { describe, expect, it } from "vitest";
import { JobCreateSchema } from "./job";
import { VIN_TOASTS } from "../domain/vin";
import { VinParamSchema } from "./vin";

const messages = (schema: typeof VinParamSchema | typeof JobCreateSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const JOB_MESSAGES = { length: "VIN must be exactly 17 characters", characters: "VIN contains invalid characters (I, O, Q not allowed)" };
const PATH_MESSAGES = { length: VIN_TOASTS.invalidLength.description, characters: VIN_TOASTS.invalidCharacters.description };

const refusals = (vin: string) => [messages(VinParamSchema, { vin }), messages(JobCreateSchema, { clientName: "Acme", vehicleVin: vin })];

describe("VINs are checked as typed, then upper-cased", () => {
  it.each([
    ["a ß, which upper-cases to SS", "1HGCM82633A0043\u00DF", "length"],
    ["the ligature ﬁ, which upper-cases to FI", "1HGCM82633A004\uFB01", "length"],
    ["a ß in a VIN of 17", "1HGCM82633A00435\u00DF", "characters"],
    ["a long s, which upper-cases to S", "1HGCM82633A00435\u017F", "characters"],
  ] as const)("refuse %s", (_label, vin, problem) => {
    expect(refusals(vin)).toEqual([[PATH_MESSAGES[problem]], [JOB_MESSAGES[problem]]]);
  });

  it("accept lower case, but not i, o, q or letters that upper-case or fold into A to Z", () => {
    expect(VinParamSchema.parse({ vin: "1hgcm82633a004352" }).vin).toBe("1HGCM82633A004352");
    expect(JobCreateSchema.parse({ clientName: "Acme", vehicleVin: " 1hgcm82633a004352 " }).vehicleVin).toBe("1HGCM82633A004352");
    for (const vin of ["1hgcm82633a0o4352", "1hgcm82633ai04352", "1hgcm82633a0q4352", "1HGCM82633A00435\u0131", "1HGCM82633A00435\uFF21"]) {
      expect(refusals(vin)).toEqual([[PATH_MESSAGES.characters], [JOB_MESSAGES.characters]]);
    }
  });
});
