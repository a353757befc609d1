/**
 * A backup zip's entries as the app wrote them, from a zip a person may have unzipped and zipped again:
 * what a Mac's Finder or Windows' Explorer adds beside the files (`__MACOSX/` and its AppleDouble `._name`
 * files, `.DS_Store`, `Thumbs.db`) is left unread, and a zip whose every file sits in one folder (a job
 * folder compressed whole) is read from inside that folder. No entry the app writes has such a name:
 * its names never start with a dot, and a job file's name has an extension the file check takes.
 * The entries kept are held to the backup's limits as if the zip held nothing else; every entry's name,
 * size and place in the zip is still checked by worker/storage/zip-reader.ts.
 */
import { type ZipEntry, type ZipLimits, ZipProblem, type ZipSource, listEntries } from "../storage/zip-reader";

/** How many records a zip may hold in all, per entry a backup may hold: each file's AppleDouble twin and the folders' records. */
const RECORDS_PER_ENTRY = 4;
const ADDED_FILES = new Set([".ds_store", "thumbs.db"]);

/** Whether a file manager, not WrapPilot, put this entry in the zip. */
function addedByFileManager(name: string): boolean {
  const parts = name.split("/");
  const last = parts[parts.length - 1]!;
  return parts.includes("__MACOSX") || last.startsWith("._") || ADDED_FILES.has(last.toLowerCase());
}

/** The folder every entry sits in, when they all sit in one, with its slash. */
function sharedFolder(entries: ZipEntry[]): string | null {
  const first = entries[0]?.name ?? "";
  const slash = first.indexOf("/");
  if (slash < 0) return null;
  const folder = first.slice(0, slash + 1);
  return entries.every((entry) => entry.name.startsWith(folder)) ? folder : null;
}

/** The backup's entries by the names its manifest gives them (Unicode NFC, as the app writes them), each checked before anything is read. */
export async function backupEntries(source: ZipSource, limits: ZipLimits): Promise<Map<string, ZipEntry>> {
  const all = await listEntries(source, { ...limits, maxEntries: RECORDS_PER_ENTRY * limits.maxEntries, maxTotalBytes: Infinity, maxExpansion: Infinity });
  const kept = [...all.values()].filter((entry) => !addedByFileManager(entry.name));
  if (kept.length > limits.maxEntries) throw new ZipProblem(`The zip holds ${kept.length} entries; a backup can hold at most ${limits.maxEntries}.`);
  const folder = sharedFolder(kept);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  for (const entry of kept) {
    const name = (folder ? entry.name.slice(folder.length) : entry.name).normalize("NFC");
    if (entries.has(name)) throw new ZipProblem(`The entry ${name} appears twice.`);
    total += entry.size;
    if (total > limits.maxTotalBytes) throw new ZipProblem(`The zip would unpack to more than ${limits.maxTotalBytes} bytes, more than a backup can hold.`);
    entries.set(name, { ...entry, name });
  }
  if (total > Math.max(limits.expansionFloorBytes, source.size * limits.maxExpansion)) {
    throw new ZipProblem(`The zip would unpack to ${Math.round(total / source.size)} times its own size; a backup unpacks to at most ${limits.maxExpansion} times.`);
  }
  return entries;
}
