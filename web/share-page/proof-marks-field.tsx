import { PenLine, Trash2 } from "lucide-react";
import { Suspense, useState } from "react";
import type { SharedProof } from "../../shared/schemas/share";
import { Button } from "../components/ui/button";
import { lazyPage } from "../components/lazy-page";
import type { DesignMarks } from "./proof-markup";

const ProofMarkup = lazyPage(() => import("./proof-markup"));

export type MarkedDesign = DesignMarks & { url: string };

type Props = { proof: SharedProof; marks: MarkedDesign | null; onMarks: (marks: MarkedDesign | null) => void; disabled: boolean };

/** Marks drawn on the design with the markup tool, shown as they will be sent, to edit again or take off; the form owns their object URL. */
export function ProofMarksField({ proof, marks, onMarks, disabled }: Props) {
  const [marking, setMarking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const saved = ({ markup, rendition }: DesignMarks) => {
    onMarks({ markup, rendition, url: URL.createObjectURL(rendition) });
    setMarking(false);
  };
  const open = () => {
    setProblem(null);
    setMarking(true);
  };

  return (
    <div className="space-y-2">
      {marks ? (
        <figure className="space-y-2">
          <img src={marks.url} alt={`Your marks on ${proof.filename}`} className="max-h-56 w-full rounded-lg border border-border bg-muted/40 object-contain" />
          <figcaption className="text-sm text-muted-foreground">Your marks go with the request.</figcaption>
        </figure>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={open} disabled={disabled}>
          <PenLine aria-hidden className="h-5 w-5" />
          {marks ? "Edit marks" : "Mark on the design"}
        </Button>
        {marks ? (
          <Button variant="ghost" onClick={() => onMarks(null)} disabled={disabled}>
            <Trash2 aria-hidden className="h-5 w-5" />
            Remove marks
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {marking ? (
        <Suspense fallback={<p role="status" className="fixed inset-0 z-50 grid place-items-center bg-slate-950 text-slate-200">Opening the markup tool…</p>}>
          <ProofMarkup
            proof={proof}
            initial={marks?.markup ?? null}
            onSave={saved}
            onClose={() => setMarking(false)}
            onLoadFailed={() => {
              setMarking(false);
              setProblem("The markup tool couldn't load. Check your signal and try again.");
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
