import { describe, expect, it } from "vitest";
import * as z from "zod";
import "./plain-issues";
import { AccountPatchSchema } from "./account";
import { JobCreateSchema, JobListQuerySchema } from "./job";
import { MarkupSchema } from "./markup";
import { NoteCreateSchema } from "./note";

const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

const shape = { id: "a", color: "#ef4444", size: 3, x: 0, y: 0, rotation: 0, scaleX: 1, scaleY: 1 };
const markup = (shapes: unknown[]) => ({ version: 1, width: 800, height: 600, shapes });

describe("plain issue messages", () => {
  it("names a union's values only from branches that refused the value itself, not a field inside it", () => {
    const kinds = z.union([z.object({ kind: z.literal("a"), size: z.enum(["x", "y"]) }), z.object({ kind: z.literal("b") })]);
    expect(messages(kinds, { kind: "a", size: "z" })).toEqual([": Is not one of the allowed values"]);
    expect(messages(z.union([z.literal("a"), z.literal("b")]), "c")).toEqual([": Must be one of a, b"]);
  });

  it.each([
    ["limit: Must be 200 or less", JobListQuerySchema, { limit: 500 }],
    ["limit: Must be 1 or more", JobListQuerySchema, { limit: 0 }],
    ["limit: Must be a whole number", JobListQuerySchema, { limit: 1.5 }],
    ["jobName: Must be text", JobCreateSchema, { clientName: "Acme", jobName: 5 }],
    ["clientEmail: Must be 254 characters or fewer", JobCreateSchema, { clientName: "Acme", clientEmail: `${"a".repeat(250)}@acme.test` }],
    [": Unknown field: username", AccountPatchSchema, { username: "new-name" }],
    [": Unknown fields: a, b", NoteCreateSchema, { body: "Hi", a: 1, b: 2 }],
    ["shapes.0.type: Must be one of pen, line, arrow, rect, circle, text", MarkupSchema, markup([{ ...shape, type: "star" }])],
    ["shapes.0.text: Must not be empty", MarkupSchema, markup([{ ...shape, type: "text", text: "" }])],
    ["shapes.0.points: Must have at least 2 items", MarkupSchema, markup([{ ...shape, type: "pen", points: [] }])],
    ["shapes.0.radius: Must be more than 0", MarkupSchema, markup([{ ...shape, type: "circle", radius: 0 }])],
    ["width: Must be 100,000 or less", MarkupSchema, { ...markup([]), width: 200_000 }],
    ["version: Must be 1", MarkupSchema, { ...markup([]), version: 2 }],
    ["shapes: Required", MarkupSchema, { version: 1, width: 800, height: 600 }],
    ["shapes: Must be a list", MarkupSchema, { ...markup([]), shapes: "none" }],
    ["shapes.0.size: Must be one of 1, 2, 3, 5, 8, 12", MarkupSchema, markup([{ ...shape, size: 4, type: "circle", radius: 5 }])],
  ])("words the issue plainly: %s", (message, schema, input) => {
    expect(messages(schema, input)).toEqual([message]);
  });

  it("leaves every message a schema gives its own", () => {
    expect(messages(JobCreateSchema, { clientName: "Acme", vehicleYear: 2101 })).toEqual(["vehicleYear: Year must be 2100 or earlier"]);
    expect(messages(JobCreateSchema, { clientName: 5 })).toEqual(["clientName: Client name is required"]);
    expect(messages(JobCreateSchema, {})).toEqual(["clientName: Client name is required"]);
    expect(messages(z.string({ error: "Say something" }).max(1), 5)).toEqual([": Say something"]);
    expect(messages(z.number().max(1, "One at most"), 2)).toEqual([": One at most"]);
  });
});
