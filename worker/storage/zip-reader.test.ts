import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ZipProblem, bytesSource, listEntries, readEntry } from "./zip-reader";

const LIMITS = { maxEntries: 10, maxEntryBytes: 4 * 1024 * 1024, maxTotalBytes: 8 * 1024 * 1024, maxExpansion: 20, expansionFloorBytes: 2 * 1024 * 1024 };
const LOCAL_OFFSET = 42;
const CENTRAL = 0x02014b50;

/** The zip with its central directory's record for `name` changed by `patch` (given the record's offset). */
function patchCentral(zip: Uint8Array, name: string, patch: (data: DataView, at: number) => void): Uint8Array {
  const copy = zip.slice();
  const data = new DataView(copy.buffer);
  const encoded = strToU8(name);
  for (let at = 0; at + 46 < copy.length; at += 1) {
    if (data.getUint32(at, true) !== CENTRAL || data.getUint16(at + 28, true) !== encoded.length) continue;
    if (copy.subarray(at + 46, at + 46 + encoded.length).every((byte, index) => byte === encoded[index])) patch(data, at);
  }
  return copy;
}

/** Every occurrence of `from` in the zip's bytes replaced by `to`, of the same length. */
function replaceBytes(zip: Uint8Array, from: Uint8Array, to: Uint8Array): Uint8Array {
  const copy = zip.slice();
  for (let at = 0; at + from.length <= copy.length; at += 1) if (from.every((byte, index) => copy[at + index] === byte)) copy.set(to, at);
  return copy;
}

describe("zip reader", () => {
  it("refuses a deflated entry that unpacks to more than it declares, rather than cutting it short", async () => {
    const zip = patchCentral(zipSync({ "notes.json": new Uint8Array(1024 * 1024).fill(32) }, { level: 9 }), "notes.json", (data, at) => data.setUint32(at + 24, 2, true));
    const source = bytesSource(zip);
    const entry = (await listEntries(source, LIMITS)).get("notes.json")!;
    expect(entry.size).toBe(2);
    await expect(readEntry(source, entry)).rejects.toThrow(/unpacks to more than the 2 bytes it declares/);
  });

  it("still unpacks an entry of exactly its declared size over many slices, and refuses it declared a little short", async () => {
    const bytes = strToU8(JSON.stringify(Array.from({ length: 20_000 }, (_, index) => ({ index, panel: `Panel ${index}` }))));
    const zip = zipSync({ "measurements.json": bytes }, { level: 9 });
    const source = bytesSource(zip);
    const entry = (await listEntries(source, LIMITS)).get("measurements.json")!;
    expect(entry.compressedSize).toBeGreaterThan(16 * 1024);
    expect(await readEntry(source, entry)).toEqual(bytes);

    const short = bytesSource(patchCentral(zip, "measurements.json", (data, at) => data.setUint32(at + 24, bytes.length - 10, true)));
    await expect(readEntry(short, (await listEntries(short, LIMITS)).get("measurements.json")!)).rejects.toThrow(/unpacks to more than/);
  });

  it("refuses two records that share one entry's data, which would unpack it twice under two names", async () => {
    const zip = zipSync({ "files/a.txt": strToU8("same bytes"), "files/b.txt": strToU8("same bytes") }, { level: 0 });
    expect((await listEntries(bytesSource(zip), LIMITS)).size).toBe(2);
    let firstOffset = -1;
    const shared = patchCentral(patchCentral(zip, "files/a.txt", (data, at) => (firstOffset = data.getUint32(at + LOCAL_OFFSET, true))), "files/b.txt", (data, at) =>
      data.setUint32(at + LOCAL_OFFSET, firstOffset, true),
    );
    await expect(listEntries(bytesSource(shared), LIMITS)).rejects.toThrow(/The entries files\/a\.txt and files\/b\.txt share their data/);
  });

  it("refuses a zip that unpacks to many times its size past the floor, and takes one that does not", async () => {
    const zeros = (n: number) => new Uint8Array(n);
    const bomb = zipSync({ "files/a.bin": zeros(1024 * 1024), "files/b.bin": zeros(1024 * 1024), "files/c.bin": zeros(1024 * 1024) }, { level: 9 });
    await expect(listEntries(bytesSource(bomb), LIMITS)).rejects.toThrow(/would unpack to \d+ times its own size; a backup unpacks to at most 20 times/);
    const underFloor = zipSync({ "files/a.bin": zeros(1024 * 1024) }, { level: 9 });
    expect((await listEntries(bytesSource(underFloor), LIMITS)).size).toBe(1);
  });

  it("refuses entry names that are not UTF-8, and a zip64 field too short for its sizes, as problems with the zip", async () => {
    const latin = replaceBytes(zipSync({ "photos/CafXX.png": strToU8("x") }, { level: 0 }), strToU8("XX"), new Uint8Array([0xe9, 0x20]));
    await expect(listEntries(bytesSource(latin), LIMITS)).rejects.toThrow(ZipProblem);
    await expect(listEntries(bytesSource(latin), LIMITS)).rejects.toThrow(/not UTF-8 text/);

    const withExtra = zipSync({ "a.txt": [strToU8("hello"), { extra: { 1: new Uint8Array(4) } }] }, { level: 0 });
    const short64 = patchCentral(withExtra, "a.txt", (data, at) => data.setUint32(at + 24, 0xffffffff, true));
    await expect(listEntries(bytesSource(short64), LIMITS)).rejects.toThrow(ZipProblem);
  });
});
