import { countedList } from "../../lib/counted-list";

/** What signing out would delete from this phone, in words; null when nothing is waiting. */
export function unsentWarning(changes: number, photos: number, voiceNotes: number, files: number): string | null {
  const listed = countedList([
    [changes, "change", "changes"],
    [photos, "photo", "photos"],
    [voiceNotes, "voice note", "voice notes"],
    [files, "file", "files"],
  ]);
  if (listed === null) return null;
  const one = changes + photos + voiceNotes + files === 1;
  return `${listed} ${one ? "has" : "have"} not synced yet. Signing out deletes ${one ? "it" : "them"} from this phone. Sign out anyway?`;
}
