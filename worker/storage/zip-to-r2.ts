/**
 * Streams entries through client-zip into one R2 object: `predictLength` gives the exact size
 * FixedLengthStream needs (R2 refuses a body of unknown length), photo bytes are read from R2 as
 * they are written, and each entry is hashed on its way through and checked against the manifest.
 * The object is then checked (its size, and its MD5 against the bytes sent) before it counts.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { makeZip, predictLength } from "client-zip";
import { digestStream, fixedLengthStream, hex } from "./workerd-streams";

/** An entry to write: its bytes at hand, or the R2 key to stream them from; `size` and `sha256` as the manifest states them. */
export type ZipInput = { name: string; size: number; sha256: string; lastModified: Date } & ({ bytes: Uint8Array } | { key: string });

/** A failure a person can act on; its message is shown as the backup's error. */
export class BackupProblem extends Error {}


/** A writer whose stream, errored when the zip is cut short, rejects only the calls that wait on it. */
function quietWriter(stream: WritableStream<Uint8Array>) {
  const writer = stream.getWriter();
  writer.closed.catch(() => undefined);
  return writer;
}

/** Pipes the zip into R2's stream chunk by chunk while a digest stream hashes it, stopping when the R2 write fails. */
async function pipeHashed(zip: ReadableStream<Uint8Array>, digest: WritableStream<Uint8Array>, sink: WritableStream<Uint8Array>, signal: AbortSignal) {
  const hash = quietWriter(digest);
  const out = quietWriter(sink);
  const reader = zip.getReader();
  const stop = () => {
    void reader.cancel(signal.reason).catch(() => undefined);
    void out.abort(signal.reason).catch(() => undefined);
  };
  signal.addEventListener("abort", stop);
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      if (signal.aborted) throw signal.reason;
      await hash.write(next.value);
      await out.write(next.value);
    }
    await Promise.all([hash.close(), out.close()]);
  } catch (error) {
    await Promise.all([hash.abort(error).catch(() => undefined), out.abort(error).catch(() => undefined), reader.cancel(error).catch(() => undefined)]);
    throw error;
  } finally {
    signal.removeEventListener("abort", stop);
  }
}

/** Passes an entry's bytes on and, at its end, refuses them unless their size and SHA-256 are the manifest's. */
function verifying(entry: ZipInput): TransformStream<Uint8Array, Uint8Array> {
  const digest = digestStream("SHA-256");
  const writer = quietWriter(digest);
  let size = 0;
  return new TransformStream({
    async transform(chunk, controller) {
      size += chunk.byteLength;
      await writer.write(chunk);
      controller.enqueue(chunk);
    },
    async flush() {
      await writer.close();
      if (size !== entry.size || hex(await digest.digest) !== entry.sha256) {
        throw new BackupProblem(`${entry.name} changed while the backup was being made. Try again.`);
      }
    },
  });
}

async function* inputs(bucket: R2Bucket, entries: ZipInput[]) {
  for (const entry of entries) {
    const { name, size, lastModified } = entry;
    if ("bytes" in entry) {
      yield { name, size, lastModified, input: entry.bytes };
      continue;
    }
    const object = await bucket.get(entry.key);
    if (!object) throw new BackupProblem(`${name} could not be read (it may have been deleted while the backup was made). Try again.`);
    yield { name, size, lastModified, input: (object.body as ReadableStream<Uint8Array>).pipeThrough(verifying(entry)) };
  }
}

/** Writes the zip to `key` and answers its size once the stored object is checked; on any failure nothing stays under `key`. */
export async function writeZip(bucket: R2Bucket, key: string, entries: ZipInput[]): Promise<number> {
  const length = Number(predictLength(entries.map(({ name, size, lastModified }) => ({ name, size, lastModified }))));
  const fixed = fixedLengthStream(length);
  const md5 = digestStream("MD5");
  try {
    const abort = new AbortController();
    const putting = bucket.put(key, fixed.readable, { httpMetadata: { contentType: "application/zip" } });
    putting.catch((error: unknown) => abort.abort(error));
    const [put, piped] = await Promise.allSettled([putting, pipeHashed(makeZip(inputs(bucket, entries)), md5, fixed.writable, abort.signal)]);
    if (piped.status === "rejected" && piped.reason instanceof BackupProblem) throw piped.reason;
    if (put.status === "rejected") throw put.reason;
    if (piped.status === "rejected") throw piped.reason;
    const stored = put.value;
    const sent = hex(await md5.digest);
    const head = await bucket.head(key);
    if (!stored || !head || head.size !== length) throw new BackupProblem("The stored backup is not the size that was written. Try again.");
    const storedMd5 = head.checksums.md5 ? hex(head.checksums.md5) : sent;
    if (storedMd5 !== sent) throw new BackupProblem("The stored backup does not match the bytes that were written. Try again.");
    return length;
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
}
