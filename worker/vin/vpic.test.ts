import { describe, expect, it } from "vitest";
import { readVpicResults } from "./vpic";

const row = (VariableId: number, Value: string | null) => ({ VariableId, Value, Variable: "", ValueId: "" });

describe("reading the public database's answer", () => {
  it("takes spec section 7's ids, skips blanks and 'Not Applicable', and reads the year as a number", () => {
    const answer = readVpicResults("1HGCM82633A004352", { Results: [row(29, "2003"), row(26, "HONDA"), row(28, "Accord"), row(109, "Not Applicable"), row(5, ""), row(999, "ignored")] });
    expect(answer).toMatchObject({ kind: "decoded", vehicle: { year: 2003, make: "HONDA", model: "Accord", trim: null, bodyClass: null } });
  });

  it("takes dimensions only as plain inches, so an error code under the same id is not shown as a length", () => {
    const answer = readVpicResults("1HGCM82633A004352", {
      Results: [row(26, "HONDA"), row(143, "0 - VIN decoded clean. Check Digit (9th position) is correct"), row(144, "0"), row(145, "57.1"), row(111, "108.3")],
    });
    expect(answer).toMatchObject({ vehicle: { overallLength: null, overallWidth: null, overallHeight: "57.1", wheelbase: "108.3" } });
  });

  it("calls an answer with neither make nor model empty, and a body of another shape unreachable", () => {
    expect(readVpicResults("1HGCM82633A004352", { Results: [row(29, "2003")] })).toEqual({ kind: "empty" });
    expect(readVpicResults("1HGCM82633A004352", { Message: "oops" })).toMatchObject({ kind: "unreachable" });
    expect(readVpicResults("1HGCM82633A004352", "<html>")).toMatchObject({ kind: "unreachable" });
  });
});
