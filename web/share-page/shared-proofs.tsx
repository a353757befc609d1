import { Download, Palette } from "lucide-react";
import type { SharedProof } from "../../shared/schemas/share";
import { FilePreview } from "../components/file-preview/file-preview";
import { MarkedDesign } from "../components/marked-design";
import { ProofBadge } from "../components/proof-badge";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatDay } from "../lib/date-text";
import { ProofDecisionForm } from "./proof-decision-form";

/** The designs sent for the client's approval: the newest first, with its answer or the form to give one. */
export function SharedProofs({ token, proofs, onDecided }: { token: string; proofs: SharedProof[]; onDecided: (proof: SharedProof) => void }) {
  const current = proofs.filter((proof) => proof.status !== "superseded");
  if (current.length === 0) return null;
  return (
    <Card className="space-y-4 p-4">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Palette aria-hidden className="h-5 w-5 text-primary" />
        Design for approval
      </h2>
      {current.map((proof) => (
        <section key={proof.id} className="space-y-3" aria-label={`Design version ${proof.version}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 font-semibold">
              {proof.filename} · version {proof.version}
            </p>
            <ProofBadge proof={proof} />
          </div>
          {proof.message ? <p className="whitespace-pre-line rounded-lg bg-muted p-3 text-sm">{proof.message}</p> : null}
          <div className="flex max-h-[28rem] items-center justify-center overflow-hidden rounded-lg border border-border bg-muted/40">
            <FilePreview file={proof} />
          </div>
          <a href={proof.url} download={proof.filename} className={buttonClasses("outline", "md", "w-full sm:w-auto")}>
            <Download aria-hidden className="h-4 w-4" />
            Download the design
          </a>
          {proof.status === "pending" ? (
            <ProofDecisionForm token={token} proof={proof} onDecided={onDecided} />
          ) : proof.decision ? (
            <>
              <p className="text-sm text-muted-foreground">
                {proof.decision.decision === "approved" ? "Approved" : "Changes requested"} by {proof.decision.name} on {formatDay(proof.decision.decidedAt)}
                {proof.decision.comment ? `: “${proof.decision.comment}”` : "."}
              </p>
              {proof.decision.markedUrl ? <MarkedDesign url={proof.decision.markedUrl} filename={proof.filename} /> : null}
            </>
          ) : null}
        </section>
      ))}
    </Card>
  );
}
