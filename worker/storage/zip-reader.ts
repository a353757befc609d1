/**
 * Reads a zip by ranges (its central directory, then one entry at a time), so a backup of any size
 * is read with memory bounded by its largest entry. Every name, size and count is checked before an
 * entry is read: traversal, absolute paths, duplicates, entries whose data overlap (one entry named by two
 * records), and sizes past the caller's limits (zip bombs) are refused with what is wrong.
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import { Inflate } from "fflate";

export type ZipSource = { size: number; read(offset: number, length: number): Promise<Uint8Array> };
/** `maxExpansion`: how many times its own size the zip may unpack to in all, past `expansionFloorBytes`. */
export type ZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number; maxExpansion: number; expansionFloorBytes: number };
export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

export class ZipProblem extends Error {}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const CENTRAL_DIRECTORY_MAX = 8 * 1024 * 1024;
const LOCAL_HEADER_BYTES = 30;
const TAIL = 22 + 0xffff;

export const bytesSource = (bytes: Uint8Array): ZipSource => ({
  size: bytes.byteLength,
  read: async (offset, length) => {
    if (offset + length > bytes.byteLength) throw new ZipProblem("The file is cut short: it ends before its last entry.");
    return bytes.subarray(offset, offset + length);
  },
});

export const r2Source = (bucket: R2Bucket, key: string, size: number): ZipSource => ({
  size,
  read: async (offset, length) => {
    if (length === 0) return new Uint8Array();
    const object = await bucket.get(key, { range: { offset, length } });
    if (!object) throw new ZipProblem("The backup file is no longer stored.");
    const bytes = new Uint8Array(await object.arrayBuffer());
    if (bytes.byteLength !== length) throw new ZipProblem("The file is cut short: it ends before its last entry.");
    return bytes;
  },
});

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Names a person's unzip tool would write outside the folder, or could not write at all. */
function unsafeName(name: string): string | null {
  if (!name || name.length > 300) return "has an empty or overlong name";
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return "has an absolute path";
  if (name.includes("\\")) return "uses a backslash in its path";
  if (name.split("/").some((part) => part === ".." || part === ".")) return "climbs out of the folder (..)";
  if (/[\u0000-\u001f\u007f]/.test(name)) return "has a control character in its name";
  return null;
}

function entryName(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new ZipProblem("The zip's entry names are not UTF-8 text, as some older zip tools write them. Zip the folder again with a tool that writes UTF-8 names.");
  }
}

function readZip64Extra(extra: Uint8Array, fields: { size: number; compressedSize: number; localOffset: number }) {
  const data = view(extra);
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > Math.min(at + 4 + length, extra.length)) throw new ZipProblem("The zip's table of contents is damaged (a short zip64 field).");
        const value = Number(data.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (fields.size === 0xffffffff) fields.size = next();
      if (fields.compressedSize === 0xffffffff) fields.compressedSize = next();
      if (fields.localOffset === 0xffffffff) fields.localOffset = next();
    }
    at += 4 + length;
  }
}

async function centralDirectory(source: ZipSource): Promise<{ offset: number; size: number; count: number }> {
  if (source.size < 22) throw new ZipProblem("The file is too short to be a zip.");
  const tailStart = Math.max(0, source.size - TAIL);
  const tail = await source.read(tailStart, source.size - tailStart);
  const data = view(tail);
  let at = tail.length - 22;
  while (at >= 0 && data.getUint32(at, true) !== EOCD) at -= 1;
  if (at < 0) throw new ZipProblem("The file is not a zip, or it is cut short (no end-of-archive record).");
  let count = data.getUint16(at + 10, true);
  let size = data.getUint32(at + 12, true);
  let offset = data.getUint32(at + 16, true);
  if ((count === 0xffff || size === 0xffffffff || offset === 0xffffffff) && at >= 20 && data.getUint32(at - 20, true) === EOCD64_LOCATOR) {
    const recordAt = Number(data.getBigUint64(at - 12, true));
    const record = view(await source.read(recordAt, 56));
    if (record.getUint32(0, true) !== EOCD64) throw new ZipProblem("The zip's end record is damaged.");
    count = Number(record.getBigUint64(32, true));
    size = Number(record.getBigUint64(40, true));
    offset = Number(record.getBigUint64(48, true));
  }
  if (offset + size > source.size) throw new ZipProblem("The file is cut short: its table of contents lies past its end.");
  return { offset, size, count };
}

/** The zip's entries, from its central directory, each checked against the limits before anything is read. */
export async function listEntries(source: ZipSource, limits: ZipLimits): Promise<Map<string, ZipEntry>> {
  const directory = await centralDirectory(source);
  if (directory.count > limits.maxEntries) throw new ZipProblem(`The zip holds ${directory.count} entries; a backup can hold at most ${limits.maxEntries}.`);
  if (directory.size > CENTRAL_DIRECTORY_MAX) throw new ZipProblem("The zip's table of contents is too large.");
  const bytes = await source.read(directory.offset, directory.size);
  const data = view(bytes);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = 0;
  for (let index = 0; index < directory.count; index += 1) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== CENTRAL) throw new ZipProblem("The zip's table of contents is damaged.");
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    if (at + 46 + nameLength + extraLength + commentLength > bytes.length) throw new ZipProblem("The zip's table of contents is damaged.");
    const name = entryName(bytes.subarray(at + 46, at + 46 + nameLength));
    const fields = { size: data.getUint32(at + 24, true), compressedSize: data.getUint32(at + 20, true), localOffset: data.getUint32(at + 42, true) };
    readZip64Extra(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), fields);
    const method = data.getUint16(at + 10, true);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    const unsafe = unsafeName(name);
    if (unsafe) throw new ZipProblem(`The entry ${JSON.stringify(name.slice(0, 80))} ${unsafe}.`);
    if (entries.has(name)) throw new ZipProblem(`The entry ${name} appears twice.`);
    if (method !== STORED && method !== DEFLATED) throw new ZipProblem(`The entry ${name} is compressed in a way this app does not read (method ${method}).`);
    if (method === STORED && fields.compressedSize !== fields.size) throw new ZipProblem(`The entry ${name} is damaged (its sizes disagree).`);
    if (fields.size > limits.maxEntryBytes) throw new ZipProblem(`The entry ${name} would unpack to ${fields.size} bytes; an entry can be at most ${limits.maxEntryBytes}.`);
    if (fields.localOffset + fields.compressedSize > directory.offset) throw new ZipProblem(`The entry ${name} lies past the end of the data: the file is damaged or cut short.`);
    total += fields.size;
    if (total > limits.maxTotalBytes) throw new ZipProblem(`The zip would unpack to more than ${limits.maxTotalBytes} bytes, more than a backup can hold.`);
    entries.set(name, { name, method, ...fields });
  }
  if (total > Math.max(limits.expansionFloorBytes, source.size * limits.maxExpansion)) {
    throw new ZipProblem(`The zip would unpack to ${Math.round(total / source.size)} times its own size; a backup unpacks to at most ${limits.maxExpansion} times.`);
  }
  refuseOverlaps([...entries.values()]);
  return entries;
}

/** Each entry's local header and data must end before the next entry's begins: records sharing data would unpack it twice. */
function refuseOverlaps(entries: ZipEntry[]) {
  const ordered = entries.sort((a, b) => a.localOffset - b.localOffset);
  for (let index = 1; index < ordered.length; index += 1) {
    const before = ordered[index - 1]!;
    const entry = ordered[index]!;
    if (entry.localOffset < before.localOffset + LOCAL_HEADER_BYTES + before.compressedSize) {
      throw new ZipProblem(`The entries ${before.name} and ${entry.name} share their data: the file is damaged or was made to unpack more than it holds.`);
    }
  }
}

/** Deflate unpacks at most about 1,032 bytes per byte, so a slice of this much input yields at most about 4 MB. */
const INFLATE_INPUT_CHUNK = 4 * 1024;

/**
 * Unpacks a deflated entry into a buffer of its declared size, a slice of input at a time, so that a stream that
 * unpacks to more than it declares is refused within one slice's output of passing that size, not unpacked whole.
 */
function inflateExactly(packed: Uint8Array, entry: ZipEntry): Uint8Array {
  const out = new Uint8Array(entry.size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > entry.size) throw new ZipProblem(`The entry ${entry.name} unpacks to more than the ${entry.size} bytes it declares.`);
    out.set(chunk, written);
    written += chunk.length;
  });
  for (let at = 0; at < packed.length; at += INFLATE_INPUT_CHUNK) inflater.push(packed.subarray(at, at + INFLATE_INPUT_CHUNK), at + INFLATE_INPUT_CHUNK >= packed.length);
  if (written !== entry.size) throw new ZipProblem(`The entry ${entry.name} unpacks to a different size than it declares.`);
  return out;
}

/** One entry's bytes, unpacked into a buffer of exactly its declared size (a longer stream is refused). */
export async function readEntry(source: ZipSource, entry: ZipEntry): Promise<Uint8Array> {
  const header = view(await source.read(entry.localOffset, LOCAL_HEADER_BYTES));
  if (header.getUint32(0, true) !== LOCAL) throw new ZipProblem(`The entry ${entry.name} is damaged (no local header).`);
  const dataAt = entry.localOffset + LOCAL_HEADER_BYTES + header.getUint16(26, true) + header.getUint16(28, true);
  const packed = await source.read(dataAt, entry.compressedSize);
  if (entry.method === STORED) return packed;
  try {
    return inflateExactly(packed, entry);
  } catch (error) {
    if (error instanceof ZipProblem) throw error;
    throw new ZipProblem(`The entry ${entry.name} is damaged and cannot be unpacked.`);
  }
}
