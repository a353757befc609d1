import { Share2 } from "lucide-react";
import { useState } from "react";
import type { TeamOverview } from "../../../shared/schemas/team";
import { useTeamShares } from "../../api/team";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { RetryLine } from "../../components/ui/retry-line";
import { countOf } from "../../lib/format";
import { lazyExport, whenOpen } from "../../components/lazy-page";
import { SharedJobCard } from "./shared-job-card";

/** Its form rules (zod) load when it is first opened, not with the team page. */
const ShareJobDialog = whenOpen(lazyExport(() => import("./share-job-dialog"), "ShareJobDialog"));

export function SharedJobsTab({ overview, userId }: { overview: TeamOverview; userId: string }) {
  const [sharing, setSharing] = useState(false);
  const shares = useTeamShares();
  const teammates = overview.members.filter((member) => member.userId !== userId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{shares.data ? countOf(shares.data.length, "shared job") : "Shared jobs"}</p>
        <Button onClick={() => setSharing(true)} disabled={teammates.length === 0} title={teammates.length === 0 ? "Invite a team member first" : undefined}>
          <Share2 aria-hidden className="h-5 w-5" />
          Share Job
        </Button>
      </div>
      {teammates.length === 0 ? <p className="text-sm text-muted-foreground">Invite a team member first; jobs are shared with members of your team.</p> : null}
      {shares.isPending ? (
        <div aria-hidden className="h-24 animate-pulse rounded-xl bg-muted" />
      ) : shares.isError ? (
        <RetryLine message="Couldn't load the shared jobs." onRetry={() => shares.refetch()} />
      ) : shares.data.length === 0 ? (
        <EmptyState icon={Share2} title="No shared jobs" description="Share a job to let a team member work on it from their own phone." />
      ) : (
        <ul aria-label="Shared jobs" className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {shares.data.map((share) => (
            <li key={share.id}>
              <SharedJobCard share={share} />
            </li>
          ))}
        </ul>
      )}
      <ShareJobDialog open={sharing} onOpenChange={setSharing} members={teammates} />
    </div>
  );
}
