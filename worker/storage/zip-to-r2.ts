/**
 * Streams entries through client-zip into one R2 object: `predictLength` gives the exact size
 * FixedLengthStream needs (R2 refuses a body of unknown length), photo bytes are read from R2 as
 * they are written, and each entry is hashed on its way through and checked against the manifest.
 * The object is then checked (its size, and its MD5 against the bytes sent) before it counts.
 */
import type { R2Bucket, ReadableStream as R2Body } from "@cloudflare/workers-types";
import { makeZip, predictLength } from "client-zip";
import { digestStream, fixedLengthStream, hex } from "./workerd-streams";

/** An entry to write: its bytes at hand, or the R2 key to stream them from; `size` and `sha256` as the manifest states them. */
export type ZipInput = { name: string; size: number; sha256: string; lastModified: Date } & ({ bytes: Uint8Array } | { key: string });

/** A failure a person can act on; its message is shown as the backup's error. */
export class BackupProblem extends Error {}


/** Passes bytes on while a digest stream hashes them. */
function hashing(digest: WritableStream<Uint8Array>): TransformStream<Uint8Array, Uint8Array> {
  const writer = digest.getWriter();
  return new TransformStream({
    async transform(chunk, controller) {
      await writer.write(chunk);
      controller.enqueue(chunk);
    },
    flush: () => writer.close(),
  });
}

/** Passes an entry's bytes on and, at its end, refuses them unless their size and SHA-256 are the manifest's. */
function verifying(entry: ZipInput): TransformStream<Uint8Array, Uint8Array> {
  const digest = digestStream("SHA-256");
  const writer = digest.getWriter();
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
    const [stored] = await Promise.all([
      bucket.put(key, fixed.readable as unknown as R2Body, { httpMetadata: { contentType: "application/zip" } }),
      makeZip(inputs(bucket, entries)).pipeThrough(hashing(md5)).pipeTo(fixed.writable),
    ]);
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
