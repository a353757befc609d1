import { useProofs } from "../../api/files";
import { ProofBadge } from "../../components/proof-badge";

/** The job's newest design version and its answer, for the job's overview; nothing when no design was sent. */
export function LatestProofBadge({ jobId }: { jobId: string }) {
  const latest = useProofs(jobId).data?.[0];
  return latest ? <ProofBadge proof={latest} className="mt-1" /> : null;
}
