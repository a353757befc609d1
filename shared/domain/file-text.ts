import type { FileCategory, ProofStatus } from "./vocabulary";

export const FILE_CATEGORY_LABELS: Record<FileCategory, string> = {
  general: "General",
  mockup: "Mockup",
  proof: "Proof",
  invoice: "Invoice",
  contract: "Contract",
  template: "Template",
};

export const PROOF_STATUS_LABELS: Record<ProofStatus, string> = {
  pending: "Awaiting approval",
  approved: "Approved",
  changes_requested: "Changes requested",
  superseded: "Replaced by a newer version",
};

const MEGABYTE = 1024 * 1024;
export const fileSizeText = (bytes: number) => (bytes >= MEGABYTE ? `${Number((bytes / MEGABYTE).toFixed(1))} MB` : `${Math.max(1, Math.ceil(bytes / 1024))} KB`);

/** 'plan.pdf is 52.3 MB; a file can be at most 50 MB.', saying 'over 50 MB' when the size rounds to the limit itself. */
export function oversizeText(name: string, bytes: number, maxBytes: number, what: string): string {
  const size = fileSizeText(bytes);
  const limit = fileSizeText(maxBytes);
  return `${name} is ${size === limit ? `over ${limit}` : size}; ${what} can be at most ${limit}.`;
}
