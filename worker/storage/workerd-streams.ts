/**
 * workerd's own streams, typed in the lib's stream types the rest of the Worker uses:
 * DigestStream hashes what is written to it; FixedLengthStream gives a body the known length R2 needs.
 */
import type { ReadableStream as R2Body } from "@cloudflare/workers-types";

type Digest = WritableStream<Uint8Array> & { readonly digest: Promise<ArrayBuffer> };
type Runtime = {
  crypto: { DigestStream: new (algorithm: string) => Digest };
  FixedLengthStream: new (length: number) => { readable: R2Body; writable: WritableStream<Uint8Array> };
};

const runtime = globalThis as unknown as Runtime;

/** A stream cut short rejects its digest; that is seen by whoever awaits it, and is no unhandled rejection otherwise. */
export function digestStream(algorithm: "SHA-256" | "MD5"): Digest {
  const stream = new runtime.crypto.DigestStream(algorithm);
  stream.digest.catch(() => undefined);
  return stream;
}
export const fixedLengthStream = (length: number) => new runtime.FixedLengthStream(length);

export const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
