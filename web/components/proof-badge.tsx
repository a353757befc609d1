import { CheckCircle2, Clock, MessageSquareWarning } from "lucide-react";
import { PROOF_STATUS_LABELS } from "../../shared/domain/file-text";
import type { Proof } from "../../shared/schemas/file";
import { cn } from "../lib/cn";

const STYLES = {
  pending: ["bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100", Clock],
  approved: ["bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100", CheckCircle2],
  changes_requested: ["bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100", MessageSquareWarning],
  superseded: ["bg-muted text-muted-foreground", Clock],
} as const;

/** A design's approval state, with the version it is about. */
export function ProofBadge({ proof, className }: { proof: Pick<Proof, "status" | "version">; className?: string }) {
  const [style, Icon] = STYLES[proof.status];
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold", style, className)}>
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {PROOF_STATUS_LABELS[proof.status]} · v{proof.version}
    </span>
  );
}
