/** RFC 5987 attr-chars that encodeURIComponent leaves as they are but a filename* value may not hold. */
const escapeExtra = (text: string) => text.replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A download's Content-Disposition (RFC 6266): `filename*` carries the name in UTF-8 for every
 * current browser, `filename` an ASCII stand-in (accents dropped, other characters as '_') for the rest.
 */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${escapeExtra(encodeURIComponent(fileName))}`;
}
