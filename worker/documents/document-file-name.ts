const FILE_NAME_PART_MAX = 60;

/** 'Acme - 2019 Ford Transit - report.pdf': what a document is saved as. */
export function documentFileName(parts: string[], kind: string): string {
  const clean = (part: string) => Array.from(part.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim()).slice(0, FILE_NAME_PART_MAX).join("").trim();
  const named = parts.map(clean).filter(Boolean);
  return `${[...named, kind].join(" - ")}.pdf`;
}
