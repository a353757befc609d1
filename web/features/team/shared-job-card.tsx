import { Briefcase, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { JOB_SHARE_LABELS } from "../../../shared/domain/team-text";
import type { TeamSharedJob } from "../../../shared/schemas/team";
import { useRevokeShare } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { formatDay } from "../../lib/date-text";
import { jobPath } from "../../lib/routes";
import { toastFailure } from "../feedback/failure-toast";

function expiryText(share: TeamSharedJob): string {
  if (!share.expired) return share.expiresAt ? `Expires ${formatDay(share.expiresAt)}` : "Never expires";
  const pastItsDate = share.expiresAt !== null && Date.parse(share.expiresAt) <= Date.now();
  return pastItsDate ? `Expired ${formatDay(share.expiresAt)}` : `Ended: ${share.sharedByName} no longer has full access`;
}

export function SharedJobCard({ share }: { share: TeamSharedJob }) {
  const revoke = useRevokeShare();
  const [confirming, setConfirming] = useState(false);
  const given = share.direction === "given";

  const revokeShare = async () => {
    try {
      await revoke.mutateAsync(share.id);
      toast({ title: "Share revoked", description: `${share.sharedWithName} no longer has ${share.jobTitle}.` });
      setConfirming(false);
    } catch (error) {
      toastFailure("Couldn't revoke the share", error);
    }
  };

  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Briefcase aria-hidden className="mt-1 h-5 w-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1 break-words">
          <h2 className="font-bold">
            {share.expired ? (
              share.jobTitle
            ) : (
              <Link href={jobPath(share.jobId)} className="underline-offset-2 hover:underline">
                {share.jobTitle}
              </Link>
            )}
          </h2>
          <p className="text-sm text-muted-foreground">{given ? `Shared with ${share.sharedWithName}` : `Shared with you by ${share.sharedByName}`}</p>
        </div>
        <span className="shrink-0 rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-foreground">{JOB_SHARE_LABELS[share.accessLevel]}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          Shared {formatDay(share.sharedAt)} · <span className={share.expired ? "font-semibold text-destructive" : undefined}>{expiryText(share)}</span>
        </span>
        {given ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden className="h-4 w-4" />
            Revoke
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this share?"
        description={`${share.sharedWithName} loses access to ${share.jobTitle} at once.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={revokeShare}
      />
    </Card>
  );
}
