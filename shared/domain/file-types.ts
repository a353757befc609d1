/**
 * The kinds of job file we take, by extension family: each extension names the types its bytes may
 * really be (read on the server), the type stored for it and the words a person reads. Only
 * images and PDFs are ever shown in the browser; everything else is a download.
 */
export type FileFamily = { label: string; extensions: readonly string[]; sniffed: readonly (string | null)[]; stored: string | null };

/** `sniffed: null` is bytes with no signature; text is read as UTF-8 rather than sniffed; `stored: null` keeps the type read from the bytes. */
export const FILE_FAMILIES = {
  pdf: { label: "PDF", extensions: ["pdf"], sniffed: ["application/pdf"], stored: "application/pdf" },
  image: { label: "JPEG, PNG or WebP image", extensions: ["jpg", "jpeg", "png", "webp"], sniffed: ["image/jpeg", "image/png", "image/webp"], stored: null },
  svg: { label: "SVG drawing", extensions: ["svg"], sniffed: [null, "application/xml"], stored: "image/svg+xml" },
  ai: { label: "Illustrator file", extensions: ["ai"], sniffed: ["application/pdf", "application/postscript", "application/eps"], stored: "application/illustrator" },
  eps: { label: "EPS file", extensions: ["eps"], sniffed: ["application/eps", "application/postscript"], stored: "application/postscript" },
  psd: { label: "Photoshop file", extensions: ["psd"], sniffed: ["image/vnd.adobe.photoshop"], stored: "image/vnd.adobe.photoshop" },
  docx: {
    label: "Word or Excel document",
    extensions: ["docx", "xlsx"],
    sniffed: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    stored: null,
  },
  text: { label: "text or CSV file", extensions: ["txt", "csv"], sniffed: [], stored: null },
} as const satisfies Record<string, FileFamily>;
export type FileFamilyName = keyof typeof FILE_FAMILIES;

export const ACCEPTED_FILE_TEXT = "PDF, JPEG, PNG, WebP, SVG, AI, EPS, PSD, DOCX, XLSX, TXT or CSV";
const FILE_EXTENSIONS = Object.values(FILE_FAMILIES).flatMap((family) => family.extensions);
/** The file picker's `accept`: extensions, so every platform offers the same files. */
export const FILE_ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export const extensionOf = (filename: string) => /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase() ?? "";

/** A file name's part before its extension, leading dots dropped: what must show something for the name to be one. */
export function stemOf(filename: string): string {
  const extension = extensionOf(filename);
  return (extension ? filename.slice(0, -extension.length - 1) : filename).replace(/^\.+/, "");
}

export function familyOf(filename: string): FileFamilyName | null {
  const extension = extensionOf(filename);
  const found = (Object.entries(FILE_FAMILIES) as [FileFamilyName, FileFamily][]).find(([, family]) => family.extensions.includes(extension));
  return found?.[0] ?? null;
}

/** Types the browser may show in place (with a sandbox); any other file is only ever downloaded. */
const INLINE_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const isInlineType = (type: string) => (INLINE_FILE_TYPES as readonly string[]).includes(type);
export const isImageType = (type: string) => isInlineType(type) && type.startsWith("image/");

const TYPE_NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/svg+xml": "SVG",
  "application/illustrator": "Illustrator",
  "application/postscript": "EPS",
  "image/vnd.adobe.photoshop": "Photoshop",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
  "text/plain": "Text",
  "text/csv": "CSV",
};
export const fileTypeName = (type: string) => TYPE_NAMES[type] ?? "File";

const TYPE_EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/svg+xml": "svg",
  "application/illustrator": "ai",
  "application/postscript": "eps",
  "image/vnd.adobe.photoshop": "psd",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "text/plain": "txt",
  "text/csv": "csv",
};
/** The extension a stored file of this checked type downloads with, when its name has lost it. */
export const extensionForType = (type: string) => TYPE_EXTENSIONS[type] ?? "bin";
