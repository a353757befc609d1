import { Check, MessageSquareWarning } from "lucide-react";
import { type FormEvent, Suspense, useEffect, useState } from "react";
import { PROOF_COMMENT_MAX } from "../../shared/constants";
import type { ProofDecision } from "../../shared/domain/vocabulary";
import type { SharedProof } from "../../shared/schemas/share";
import { Button } from "../components/ui/button";
import { FormField } from "../components/ui/form-field";
import { Input } from "../components/ui/input";
import { Textarea } from "../components/ui/textarea";
import { rememberName, rememberedName } from "./contributor-name";
import { lazyExport } from "../components/lazy-page";
import type { MarkedDesign } from "./proof-marks-field";
import { SharedError, decideSharedProof, requestChangesWithMarks } from "./share-page-api";

/** Loaded once changes are asked for: most answers are approvals, and the share page's first screen stays small. */
const ProofMarksField = lazyExport(() => import("./proof-marks-field"), "ProofMarksField");

function markedChanges(name: string, comment: string, marks: MarkedDesign): FormData {
  const form = new FormData();
  form.set("name", name);
  form.set("comment", comment);
  form.set("marked", marks.rendition, "marks.jpg");
  return form;
}

/**
 * Approve, or ask for changes with a comment and, on an image or PDF design, marks drawn on it; signed with the
 * client's name, and the answer cannot be changed afterwards.
 */
export function ProofDecisionForm({ token, proof, onDecided }: { token: string; proof: SharedProof; onDecided: (proof: SharedProof) => void }) {
  const [name, setName] = useState(rememberedName);
  const [comment, setComment] = useState("");
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [marks, setMarks] = useState<MarkedDesign | null>(null);

  useEffect(() => () => (marks ? URL.revokeObjectURL(marks.url) : undefined), [marks]);

  const decide = async (decision: ProofDecision) => {
    if (sending) return;
    if (!name.trim()) return setProblem("Please enter your name.");
    if (decision === "changes_requested" && !comment.trim()) return setProblem("Please say what should change.");
    setProblem(null);
    setSending(true);
    try {
      const decided =
        decision === "changes_requested" && marks
          ? await requestChangesWithMarks(token, proof.id, markedChanges(name.trim(), comment.trim(), marks))
          : await decideSharedProof(token, proof.id, { decision, name: name.trim(), ...(decision === "changes_requested" ? { comment: comment.trim() } : {}) });
      rememberName(name);
      onDecided(decided);
    } catch (error) {
      setProblem(error instanceof SharedError ? error.message || "That could not be saved." : "That could not be saved. Please try again.");
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void decide(asking ? "changes_requested" : "approved");
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField label="Your name">
        <Input value={name} maxLength={60} autoComplete="name" onChange={(event) => setName(event.target.value)} />
      </FormField>
      {asking ? (
        <FormField label="What should change?">
          <Textarea value={comment} rows={3} maxLength={PROOF_COMMENT_MAX} autoFocus onChange={(event) => setComment(event.target.value)} />
        </FormField>
      ) : null}
      {asking && proof.previewUrl ? (
        <Suspense fallback={null}>
          <ProofMarksField proof={proof} marks={marks} onMarks={setMarks} disabled={sending} />
        </Suspense>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {/* Keyed, so the tap on Request changes never lands on the submit button React would otherwise put in its place. */}
      <div className="grid gap-2 sm:grid-cols-2">
        {asking ? (
          <>
            <Button key="back" variant="outline" onClick={() => setAsking(false)} disabled={sending}>
              Back
            </Button>
            <Button key="send" type="submit" disabled={sending}>
              <MessageSquareWarning aria-hidden className="h-5 w-5" />
              {sending ? "Sending…" : "Send change request"}
            </Button>
          </>
        ) : (
          <>
            <Button key="approve" type="submit" size="lg" disabled={sending}>
              <Check aria-hidden className="h-5 w-5" />
              {sending ? "Sending…" : "Approve"}
            </Button>
            <Button key="ask" variant="outline" size="lg" onClick={() => setAsking(true)} disabled={sending}>
              <MessageSquareWarning aria-hidden className="h-5 w-5" />
              Request changes
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
