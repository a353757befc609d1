import { useEffect } from "react";
import { Link } from "wouter";
import { jobTitle } from "../../../shared/domain/job-text";
import type { DesignAnswer } from "../../../shared/schemas/file";
import { ProofBadge } from "../../components/proof-badge";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { formatDay } from "../../lib/date-text";
import { jobPath } from "../../lib/routes";
import { readUserItem, writeUserItem } from "../../lib/user-storage";

const SEEN_KEY = "design-answers-seen";

/** The job as the list names it: its name beside its client's, or its title alone (which names the client). */
const jobLabel = (answer: DesignAnswer) => (answer.jobName?.trim() ? `${answer.jobName.trim()} · ${answer.clientName}` : jobTitle(answer));

const verdict = (answer: DesignAnswer) => (answer.status === "approved" ? "approved" : answer.marked ? "changes requested, with marks," : "changes requested");

const answerText = (answer: DesignAnswer) => `${jobLabel(answer)} · v${answer.version} · ${verdict(answer)} by ${answer.name}`;

/** On a device that has not seen any yet, answers of the last day count as new. */
const FIRST_LOOK_MS = 24 * 60 * 60 * 1000;

/** Announces answers that arrived since the user last saw the dashboard, once each, with a toast. */
function useAnnounceNew(answers: DesignAnswer[]) {
  useEffect(() => {
    const newest = answers[0];
    if (!newest) return;
    const seen = readUserItem(SEEN_KEY) ?? new Date(Date.now() - FIRST_LOOK_MS).toISOString();
    const fresh = answers.filter((answer) => answer.decidedAt > seen);
    writeUserItem(SEEN_KEY, newest.decidedAt);
    if (fresh.length) toast({ title: fresh.length === 1 ? "A client answered a design" : `${fresh.length} clients answered designs`, description: answerText(fresh[0]!) });
  }, [answers]);
}

/** The dashboard's list of clients' recent answers on designs sent for approval, each linking to its job's files; loaded once there are some. */
export function DesignAnswers({ answers }: { answers: DesignAnswer[] }) {
  useAnnounceNew(answers);
  return (
    <Card className="space-y-2 p-4">
      <h2 className="text-lg font-bold">Design answers</h2>
      <ul className="divide-y divide-border" aria-label="Design answers">
        {answers.map((answer) => (
          <li key={answer.proofId}>
            <Link href={jobPath(answer.jobId, "files")} className="flex flex-wrap items-center justify-between gap-2 py-2 hover:underline">
              <span className="min-w-0">
                <span className="block font-semibold">{jobLabel(answer)}</span>
                <span className="block text-sm text-muted-foreground">
                  {answer.filename}
                  {answer.marked ? " · with marks" : ""} · {answer.name} · {formatDay(answer.decidedAt)}
                </span>
              </span>
              <ProofBadge proof={answer} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
