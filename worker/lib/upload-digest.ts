import { digestStream, hex } from "../storage/workerd-streams";

const BOUNDARY_TOKEN = new TextEncoder().encode("\0boundary\0");

/** RFC 2046: a boundary is 1 to 70 characters; a longer one is hashed with the body as it is. */
const BOUNDARY_MAX = 70;

/** The boundary a multipart Content-Type names, quoted or not; null for any other body or a boundary too long to be one. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? "");
  const boundary = match ? (match[1] ?? match[2] ?? null) : null;
  return boundary && boundary.length <= BOUNDARY_MAX ? boundary : null;
}

/** `data`'s bytes with every whole `needle` written as BOUNDARY_TOKEN, up to where a needle cut at the end could still begin. */
function replaceWhole(data: Uint8Array, needle: Uint8Array | null, final: boolean): { out: Uint8Array[]; rest: Uint8Array } {
  if (!needle) return { out: [data], rest: new Uint8Array(0) };
  const out: Uint8Array[] = [];
  let from = 0;
  let at = data.indexOf(needle[0]!, from);
  while (at !== -1 && at + needle.length <= data.length) {
    if (needle.every((byte, index) => data[at + index] === byte)) {
      out.push(data.subarray(from, at), BOUNDARY_TOKEN);
      from = at + needle.length;
    }
    at = data.indexOf(needle[0]!, Math.max(at + 1, from));
  }
  const kept = final ? data.length : Math.max(from, data.length - (needle.length - 1));
  out.push(data.subarray(from, kept));
  return { out, rest: data.subarray(kept) };
}

/**
 * SHA-256 of an upload's body, read as it streams; a form's boundary is written as one fixed token, so
 * the same form sent again hashes alike though each send picks a new boundary, and a form with other
 * fields or bytes hashes otherwise.
 */
export async function uploadDigest(body: ReadableStream<Uint8Array>, boundary: string | null): Promise<string> {
  const needle = boundary ? new TextEncoder().encode(boundary) : null;
  const digest = digestStream("SHA-256");
  const writer = digest.getWriter();
  let carry: Uint8Array = new Uint8Array(0);
  const reader = body.getReader();
  for (let read = await reader.read(); ; read = await reader.read()) {
    const data = read.done ? carry : carry.length ? concatBytes(carry, read.value) : read.value;
    const { out, rest } = replaceWhole(data, needle, read.done);
    for (const part of out) if (part.length) await writer.write(part);
    if (read.done) break;
    carry = rest;
  }
  await writer.close();
  return hex(await digest.digest);
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
