import { describe, expect, it } from "vitest";
import { LoginSchema, SignupSchema } from "./auth";
import { ILL_FORMED_TEXT } from "./fields";

const signup = { email: "dana@example.com", username: "dana", password: "wrap-it-right" };
const messages = (schema: typeof SignupSchema | typeof LoginSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("auth input hardening", () => {
  it("refuses a password or name with a lone surrogate, which would be hashed or stored as U+FFFD", () => {
    expect(messages(SignupSchema, { ...signup, password: "wrap-it-\uD800" })).toEqual([`password: ${ILL_FORMED_TEXT}`]);
    expect(messages(SignupSchema, { ...signup, firstName: "Dana\uDC00" })).toEqual([`firstName: ${ILL_FORMED_TEXT}`]);
    expect(messages(LoginSchema, { usernameOrEmail: "dana\uD800", password: "x" })).toEqual([`usernameOrEmail: ${ILL_FORMED_TEXT}`]);
    expect(messages(LoginSchema, { usernameOrEmail: "dana", password: "\uDC00" })).toEqual([`password: ${ILL_FORMED_TEXT}`]);
  });

  it("treats invisible-only names as absent and an invisible sign-in name as missing", () => {
    expect(SignupSchema.parse({ ...signup, firstName: "\u200B", lastName: "\u2060 " })).toMatchObject({ firstName: undefined, lastName: undefined });
    expect(messages(LoginSchema, { usernameOrEmail: "\u200B\uFEFF", password: "x" })).toEqual([
      "usernameOrEmail: Please enter your username or email",
    ]);
  });

  it("stores names in NFC and counts their length there", () => {
    expect(SignupSchema.parse({ ...signup, firstName: "Jose\u0301" }).firstName).toBe("Jos\u00e9");
    expect(SignupSchema.safeParse({ ...signup, firstName: "e\u0301".repeat(100) }).success).toBe(true);
  });
});
