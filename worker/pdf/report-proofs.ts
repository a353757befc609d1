import { PROOF_STATUS_LABELS } from "../../shared/domain/file-text";
import { dayIn } from "./document-text";
import type { PageWriter } from "./page-writer";
import type { ReportProof } from "./report-model";

const answerText = ({ answer }: ReportProof, timeZone: string) =>
  answer ? [`${answer.name}, ${dayIn(answer.at, timeZone)}`, answer.comment ? `“${answer.comment}”` : null].filter(Boolean).join("\n") : "";

/** Each design version sent to the client, newest first, with what the client answered through the share link and when. */
export function writeProofs(writer: PageWriter, proofs: ReportProof[], timeZone: string): void {
  if (proofs.length === 0) return;
  writer.table(
    [
      { header: "Version", share: 0.1 },
      { header: "Design", share: 0.26 },
      { header: "Sent", share: 0.16 },
      { header: "Status", share: 0.2 },
      { header: "Client's answer", share: 0.28 },
    ],
    proofs.map((proof) => [`v${proof.version}`, proof.filename, dayIn(proof.sentAt, timeZone), PROOF_STATUS_LABELS[proof.status], answerText(proof, timeZone)]),
    { heading: "Design approvals" },
  );
}
