import { firstCodePoints } from "../../shared/domain/code-points";

const FILE_NAME_PART_MAX = 60;

/** 'Acme - 2019 Ford Transit - report.pdf': what a document is saved as. */
export function documentFileName(parts: string[], kind: string): string {
  const clean = (part: string) => firstCodePoints(part.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim(), FILE_NAME_PART_MAX).trim();
  const named = parts.map(clean).filter(Boolean);
  return `${[...named, kind].join(" - ")}.pdf`;
}
