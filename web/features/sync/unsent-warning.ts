const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** What signing out would delete from this phone, in words; null when nothing is waiting. */
export function unsentWarning(changes: number, photos: number, voiceNotes: number, files: number): string | null {
  const parts = [
    changes ? counted(changes, "change", "changes") : null,
    photos ? counted(photos, "photo", "photos") : null,
    voiceNotes ? counted(voiceNotes, "voice note", "voice notes") : null,
    files ? counted(files, "file", "files") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const one = changes + photos + voiceNotes + files === 1;
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `${listed} ${one ? "has" : "have"} not synced yet. Signing out deletes ${one ? "it" : "them"} from this phone. Sign out anyway?`;
}
