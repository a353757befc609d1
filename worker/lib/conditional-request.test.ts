import { describe, expect, it } from "vitest";
import { evaluatePreconditions, parseEntityTags, parseHttpDate } from "./conditional-request";

describe("parseEntityTags", () => {
  it("reads *, strong and weak tags, and lists with spaces and empty members", () => {
    expect(parseEntityTags("*")).toBe("*");
    expect(parseEntityTags('"abc"')).toEqual([{ weak: false, opaque: "abc" }]);
    expect(parseEntityTags(' W/"abc" ,, "" ,"d-1"')).toEqual([{ weak: true, opaque: "abc" }, { weak: false, opaque: "" }, { weak: false, opaque: "d-1" }]);
  });

  it.each(["garbage", "abc", '"unclosed', 'W/"a" "b"', '"a"x', 'w/"a"', '"a b"', '"a"b"', "*, \"a\"", ",", " ", ""])("treats %j as absent", (value) => {
    expect(parseEntityTags(value)).toBeNull();
  });

  it("treats no header as absent", () => {
    expect(parseEntityTags(null)).toBeNull();
  });
});

describe("parseHttpDate", () => {
  const expected = Date.UTC(1994, 10, 6, 8, 49, 37);

  it("reads the three forms RFC 9110 names", () => {
    expect(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT")?.getTime()).toBe(expected);
    expect(parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT", new Date("2026-01-01"))?.getTime()).toBe(expected);
    expect(parseHttpDate("Sun Nov  6 08:49:37 1994")?.getTime()).toBe(expected);
  });

  it("reads a two-digit year as within 50 years of now", () => {
    expect(parseHttpDate("Friday, 06-Nov-26 08:49:37 GMT", new Date("2026-01-01"))?.getUTCFullYear()).toBe(2026);
    expect(parseHttpDate("Friday, 06-Nov-70 08:49:37 GMT", new Date("2026-01-01"))?.getUTCFullYear()).toBe(2070);
    expect(parseHttpDate("Friday, 06-Nov-80 08:49:37 GMT", new Date("2026-01-01"))?.getUTCFullYear()).toBe(1980);
    expect(parseHttpDate("Friday, 06-Nov-99 08:49:37 GMT", new Date("2026-01-01"))?.getUTCFullYear()).toBe(1999);
  });

  it.each([
    "yesterday",
    "1",
    "2024-01-01T00:00:00Z",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 31 Feb 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 24:00:00 GMT",
    "Sun, 06 Nov 1994 08:49:37 GMT, Mon, 07 Nov 1994 08:49:37 GMT",
  ])("refuses %j", (value) => {
    expect(parseHttpDate(value)).toBeNull();
  });
});

describe("evaluatePreconditions", () => {
  const uploaded = new Date(Date.UTC(2026, 0, 10, 12, 0, 0, 500));
  const now = new Date(Date.UTC(2026, 0, 20));
  const current = { etag: "abc", lastModified: uploaded };
  const at = (ms: number) => new Date(ms).toUTCString();
  const outcome = (headers: Record<string, string>, method = "GET") => evaluatePreconditions({ method, headers: new Headers(headers) }, current, now);

  it("proceeds without conditions", () => {
    expect(outcome({})).toBe("proceed");
  });

  it("fails If-Match unless a strong tag or * matches, and then ignores If-Unmodified-Since", () => {
    expect(outcome({ "If-Match": '"other"' })).toBe("precondition-failed");
    expect(outcome({ "If-Match": 'W/"abc"' })).toBe("precondition-failed");
    expect(outcome({ "If-Match": '"abc"', "If-Unmodified-Since": at(0) })).toBe("proceed");
    expect(outcome({ "If-Match": "*" })).toBe("proceed");
  });

  it("fails If-Unmodified-Since before the upload, compared in whole seconds, and ignores an invalid one", () => {
    expect(outcome({ "If-Unmodified-Since": at(uploaded.getTime() - 1000) })).toBe("precondition-failed");
    expect(outcome({ "If-Unmodified-Since": at(uploaded.getTime()) })).toBe("proceed");
    expect(outcome({ "If-Unmodified-Since": "garbage", "If-Match": "garbage" })).toBe("proceed");
  });

  it("answers not-modified to a weakly matching If-None-Match on GET and HEAD, and fails it on other methods", () => {
    expect(outcome({ "If-None-Match": 'W/"abc"' })).toBe("not-modified");
    expect(outcome({ "If-None-Match": "*" }, "HEAD")).toBe("not-modified");
    expect(outcome({ "If-None-Match": '"abc"' }, "PUT")).toBe("precondition-failed");
    expect(outcome({ "If-None-Match": '"other"', "If-Modified-Since": at(now.getTime()) })).toBe("proceed");
  });

  it("answers not-modified to an If-Modified-Since at or after the upload, but not to one in the future or on other methods", () => {
    expect(outcome({ "If-Modified-Since": at(uploaded.getTime()) })).toBe("not-modified");
    expect(outcome({ "If-Modified-Since": at(uploaded.getTime() - 1000) })).toBe("proceed");
    expect(outcome({ "If-Modified-Since": at(now.getTime() + 60_000) })).toBe("proceed");
    expect(outcome({ "If-Modified-Since": at(uploaded.getTime()) }, "POST")).toBe("proceed");
  });

  it("lets a failed If-Match win over a matching If-None-Match", () => {
    expect(outcome({ "If-Match": '"other"', "If-None-Match": '"abc"' })).toBe("precondition-failed");
  });
});
