import { isInlineType } from "../../shared/domain/file-types";
import type { DesignAnswer, JobFile, Proof } from "../../shared/schemas/file";
import type { SharedFile, SharedProof } from "../../shared/schemas/share";
import type { FileRow } from "../db/queries/file-columns";
import { nameFromNaming } from "../db/queries/person-naming";
import type { ProofRow, answeredProofs } from "../db/queries/proofs";

export function toFileDto(row: FileRow): JobFile {
  return {
    id: row.id,
    jobId: row.jobId,
    filename: row.filename,
    fileType: row.fileType,
    size: row.byteSize,
    category: row.category,
    url: `/api/files/${row.id}/download`,
    previewUrl: isInlineType(row.fileType) ? `/api/files/${row.id}/preview` : null,
    shared: row.shared,
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: nameFromNaming(row.uploaderNaming) } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProofDto(row: ProofRow): Proof {
  return {
    id: row.id,
    jobId: row.jobId,
    fileId: row.fileId,
    filename: row.filename,
    version: row.version,
    status: row.status,
    message: row.message,
    startJobOnApproval: row.startJobOnApproval,
    decision:
      row.decidedAt && (row.status === "approved" || row.status === "changes_requested")
        ? { decision: row.status, name: row.decidedName ?? "", comment: row.decidedComment, decidedAt: row.decidedAt.toISOString(), markedUrl: row.markedKey ? `/api/jobs/${row.jobId}/proofs/${row.id}/marked` : null }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** File bytes are served under the token, so they stop with the link. */
const linkFileUrl = (token: string, fileId: string, serving: "download" | "preview") => `/api/shared/${token}/files/${fileId}/${serving}`;

export function toSharedFile(row: FileRow, token: string): SharedFile {
  return {
    id: row.id,
    filename: row.filename,
    fileType: row.fileType,
    size: row.byteSize,
    category: row.category,
    url: linkFileUrl(token, row.id, "download"),
    previewUrl: isInlineType(row.fileType) ? linkFileUrl(token, row.id, "preview") : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A proof as the client sees it: no address hash, nothing about who sent it or what it does to the job. */
export function toSharedProof(row: ProofRow, token: string): SharedProof {
  const { jobId: _jobId, startJobOnApproval: _starts, decision, ...proof } = toProofDto(row);
  return {
    ...proof,
    decision: decision && { ...decision, markedUrl: decision.markedUrl && `/api/shared/${token}/proofs/${row.id}/marked` },
    fileType: row.fileType,
    url: linkFileUrl(token, row.fileId, "download"),
    previewUrl: isInlineType(row.fileType) ? linkFileUrl(token, row.fileId, "preview") : null,
  };
}

type AnsweredRow = Awaited<ReturnType<typeof answeredProofs>>[number];

/** An answered proof for the dashboard; empty for a row that is somehow not answered. */
export function toDesignAnswer({ proof, filename, job }: AnsweredRow): DesignAnswer[] {
  if ((proof.status !== "approved" && proof.status !== "changes_requested") || !proof.decidedAt) return [];
  return [
    {
      proofId: proof.id,
      jobId: job.id,
      clientName: job.clientName,
      jobName: job.jobName,
      filename,
      version: proof.version,
      status: proof.status,
      name: proof.decidedName ?? "",
      marked: proof.markedKey !== null,
      decidedAt: proof.decidedAt.toISOString(),
    },
  ];
}
