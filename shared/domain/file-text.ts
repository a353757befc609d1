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
