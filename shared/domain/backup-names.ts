import { firstCodePoints } from "./code-points";

const NAME_MAX = 80;

/** A readable file name such as Acme-Sprinter-wrap-2026-11-25.zip: letters of any script kept, everything else a single dash. */
export function backupFileName(parts: (string | null)[], date: Date): string {
  const dashed = parts
    .filter((part): part is string => Boolean(part))
    .join(" ")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const words = firstCodePoints(dashed, NAME_MAX).replace(/-+$/, "");
  return `${words || "backup"}-${date.toISOString().slice(0, 10)}.zip`;
}
