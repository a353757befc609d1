import { describe, expect, it } from "vitest";
import * as z from "zod";
import { unknownFields } from "./unknown-fields";

describe("unknownFields", () => {
  const measurement = z.object({ width: z.number(), label: z.string().optional() });

  it("names the fields an object does not take, at any depth, through refinements, transforms and defaults", () => {
    const body = z
      .object({ name: z.string(), measurement: measurement.transform((m) => m), extra: measurement.default({ width: 1 }) })
      .refine(() => true)
      .transform((value) => value);
    expect(unknownFields(body, { name: "A", nmae: "B", measurement: { width: 1, lable: "x" }, extra: { widht: 2 } })).toEqual(["nmae", "measurement.lable", "extra.widht"]);
    expect(unknownFields(z.preprocess((value) => value, measurement), { width: 1, colour: "red" })).toEqual(["colour"]);
  });

  it("takes every field an object keeps, and leaves what is not an object to the schema", () => {
    expect(unknownFields(measurement.passthrough(), { width: 1, colour: "red" })).toEqual([]);
    expect(unknownFields(measurement, { width: 1, label: "Hood" })).toEqual([]);
    expect(unknownFields(measurement, JSON.parse('{"width":1,"constructor":1,"__proto__":{"x":1},"toString":2}'))).toEqual(["constructor", "__proto__", "toString"]);
    expect(unknownFields(measurement, [1, 2])).toEqual([]);
    expect(unknownFields(measurement, null)).toEqual([]);
  });
});
