/**
 * workerd's own streams, typed in the lib's stream types the rest of the Worker uses:
 * DigestStream hashes what is written to it; FixedLengthStream gives a body the known length R2 needs.
 */
type Digest = WritableStream<Uint8Array> & { readonly digest: Promise<ArrayBuffer> };
type Runtime = {
  crypto: { DigestStream: new (algorithm: string) => Digest };
  FixedLengthStream: new (length: number) => TransformStream<Uint8Array, Uint8Array>;
};

const runtime = globalThis as unknown as Runtime;

export const digestStream = (algorithm: "SHA-256" | "MD5"): Digest => new runtime.crypto.DigestStream(algorithm);
export const fixedLengthStream = (length: number) => new runtime.FixedLengthStream(length);

export const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
