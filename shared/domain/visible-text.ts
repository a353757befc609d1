// Characters that show nothing (zero-width, joiners, bidi marks, word joiner, BOM, soft hyphen, blank
// Hangul fillers, Braille blank): trimmed at the edges like spaces, so a name of only these is empty.
const INVISIBLE = "\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0";
const INVISIBLE_EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, "g");

const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Text as stored: NFC-normalised, with spaces and invisible characters trimmed from both ends. */
export const cleanText = (value: string) => value.normalize("NFC").replace(INVISIBLE_EDGES, "");

/** Whether text shows anything: text of only combining marks or invisible characters (those cleanText trims) shows nothing. */
export const showsText = (value: string) => Array.from(value).some((character) => VISIBLE.test(character) && cleanText(character) !== "");
