/**
 * Orders text by its UTF-16 code units, as SQLite's BINARY collation does: right for ISO timestamps, ids and
 * ASCII names. `localeCompare` would build an ICU collator on its first call, tens of milliseconds on a phone.
 */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
