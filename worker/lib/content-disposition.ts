/** `attachment` with a plain-ASCII `filename` for old clients and the exact name as UTF-8 in `filename*` (RFC 6266, RFC 8187). */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
