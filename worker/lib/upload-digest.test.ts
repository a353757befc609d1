import { describe, expect, it } from "vitest";
import { multipartBoundary, uploadDigest } from "./upload-digest";

const encode = (text: string) => new TextEncoder().encode(text);

/** `bytes` as a stream of chunks of `size` bytes, so a boundary can fall across two of them. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const form = (boundary: string, caption: string) =>
  encode(`--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${caption}\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG bytes\r\n--${boundary}--\r\n`);

describe("uploadDigest", () => {
  it("hashes one form alike under any boundary and in any chunking, and another form otherwise", async () => {
    const first = "----WebKitFormBoundaryA1b2C3d4E5f6G7h8";
    const retry = "----WebKitFormBoundaryZz9Yy8Xx7Ww6Vv5U";
    const expected = await uploadDigest(chunked(form(first, "Hood"), 1 << 16), first);
    for (const size of [1, 3, 7, 38, 39, 40, 64, 1000]) {
      expect(await uploadDigest(chunked(form(retry, "Hood"), size), retry), `chunks of ${size}`).toBe(expected);
    }
    expect(await uploadDigest(chunked(form(retry, "Roof"), 7), retry)).not.toBe(expected);
    expect(await uploadDigest(chunked(form(first, "Hood"), 7), null)).not.toBe(expected);
  });

  it("hashes a body that is not a form as it is", async () => {
    const bytes = encode("just bytes");
    const whole = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    expect(await uploadDigest(chunked(bytes, 3), null)).toBe(Array.from(whole, (byte) => byte.toString(16).padStart(2, "0")).join(""));
  });

  it("reads the boundary of a form's Content-Type, quoted or not, and none of anything else", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc123")).toBe("----abc123");
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b;c"')).toBe("a b;c");
    expect(multipartBoundary("application/octet-stream")).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${"-".repeat(71)}`), "longer than RFC 2046 allows").toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
