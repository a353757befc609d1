const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** What signing out would delete from this phone, in words; null when nothing is waiting. */
export function unsentWarning(changes: number, photos: number, files = 0): string | null {
  const parts = [changes ? counted(changes, "change", "changes") : null, photos ? counted(photos, "photo", "photos") : null, files ? counted(files, "file", "files") : null].filter(Boolean);
  if (parts.length === 0) return null;
  const one = changes + photos + files === 1;
  return `${parts.join(" and ")} ${one ? "has" : "have"} not synced yet. Signing out deletes ${one ? "it" : "them"} from this phone. Sign out anyway?`;
}
