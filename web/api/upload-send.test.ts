// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RefusedUpload } from "../offline/photo-outbox";
import { ApiError } from "./http";
import { sendUpload } from "./upload-send";

const FALLBACK = "The file could not be uploaded. Please try again.";
const failingWith = (error: unknown) => sendUpload(async () => Promise.reject(error), FALLBACK);

describe("an outbox's upload", () => {
  it("answers the server's record", async () => {
    await expect(sendUpload(async (name: string) => ({ name }), FALLBACK)("logo.pdf")).resolves.toEqual({ name: "logo.pdf" });
  });

  it("answers null when the server had it and it has been deleted since", async () => {
    await expect(failingWith(new ApiError(410, "", "Gone"))(null)).resolves.toBeNull();
  });

  it("is refused for good with the server's reason, or the outbox's own when the server gives none", async () => {
    const refused = failingWith(new ApiError(415, "", "Unsupported Media Type", "Only PDF, image and design files can be uploaded."))(null);
    await expect(refused).rejects.toThrow(RefusedUpload);
    await expect(refused).rejects.toThrow("Only PDF, image and design files can be uploaded.");
    await expect(failingWith(new ApiError(400, "", "Bad Request"))(null)).rejects.toThrow(new RefusedUpload(FALLBACK, true));
  });

  it.each([
    [415, true],
    [422, true],
    [413, true],
    [400, true],
    [403, false],
    [409, false],
  ])("is refused after a %i, for good (no retry offered) %s", async (status, final) => {
    const refusal = await failingWith(new ApiError(status, "", "Refused", "No."))(null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RefusedUpload);
    expect((refusal as RefusedUpload).final).toBe(final);
  });

  it.each([500, 503, 401, 408, 429])("is tried again later after a %i", async (status) => {
    const error = new ApiError(status, "", "try later");
    await expect(failingWith(error)(null)).rejects.toBe(error);
  });

  it("is tried again later when the request did not get through", async () => {
    const error = new TypeError("Failed to fetch");
    await expect(failingWith(error)(null)).rejects.toBe(error);
  });
});
