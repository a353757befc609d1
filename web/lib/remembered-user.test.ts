import { describe, expect, it } from "vitest";
import { readUserJson } from "./remembered-user";

describe("readUserJson", () => {
  it("reads a kept profile field by field, a field missing or of another type as none", () => {
    expect(readUserJson(JSON.stringify({ id: "u1", email: "ana@example.com", firstName: 7 }))).toEqual({
      id: "u1",
      email: "ana@example.com",
      username: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
  });

  it("is null for no profile, one without an id, and text that is not JSON", () => {
    expect(readUserJson(null)).toBeNull();
    expect(readUserJson(JSON.stringify({ email: "ana@example.com" }))).toBeNull();
    expect(readUserJson("{not json")).toBeNull();
  });
});
