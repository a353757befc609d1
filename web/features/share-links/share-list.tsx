import { CopyPlus, Eye, Info, Link2 } from "lucide-react";
import { useState } from "react";
import { QR_SHARE_ACCESS_LABELS, QR_SHARE_STATE_LABELS, type QrShareState } from "../../../shared/domain/qr-share-state";
import type { QrShare } from "../../../shared/schemas/share";
import { useDeactivateQrShare } from "../../api/qr-shares";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import { countOf } from "../../lib/format";
import { formatDay, formatTimeline } from "../../lib/date-text";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { formatNumber } from "../../../shared/domain/number-text";

const STATE_TONES: Record<QrShareState, string> = {
  active: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  expired: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  inactive: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

function views(share: QrShare): string {
  if (share.viewCount === 0) return "Not opened yet";
  const times = share.viewCount === 1 ? "Opened once" : `Opened ${formatNumber(share.viewCount)} times`;
  return `${times}, last ${formatTimeline(share.lastAccessedAt)}`;
}

/** A new link with a listed one's access and expiry choice: the listed link itself cannot be shown again. */
export type MakeLinkLike = { run: (share: QrShare) => void; pending: boolean };

type RowProps = { share: QrShare; onDeactivate: (share: QrShare) => void; makeLike: MakeLinkLike };

function ShareRow({ share, onDeactivate, makeLike }: RowProps) {
  const expiry = share.state === "expired" ? `Expired ${formatDay(share.expiresAt)}` : `Expires ${formatDay(share.expiresAt)}`;
  return (
    <li className="space-y-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold", STATE_TONES[share.state])}>{QR_SHARE_STATE_LABELS[share.state]}</span>
          <span className="font-semibold">
            {QR_SHARE_ACCESS_LABELS[share.accessLevel]} · {countOf(share.expiresInDays, "day")}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          Created {formatDay(share.createdAt)} · {expiry}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <Eye aria-hidden className="h-4 w-4" />
          {views(share)}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* The second tap of a double tap would make a second link once the first is back: detail counts taps. */}
        <Button variant="outline" disabled={makeLike.pending} onClick={(event) => event.detail < 2 && makeLike.run(share)}>
          <CopyPlus aria-hidden className="h-5 w-5" />
          New link like this
        </Button>
        {share.state === "active" ? (
          <Button variant="outline" onClick={() => onDeactivate(share)}>
            Deactivate
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function ShareList({ jobId, shares, makeLike }: { jobId: string; shares: QrShare[]; makeLike: MakeLinkLike }) {
  const [confirming, setConfirming] = useState<QrShare | null>(null);
  const deactivate = useDeactivateQrShare(jobId);

  const confirm = useSingleFlight(async () => {
    if (!confirming) return;
    try {
      await deactivate.mutateAsync({ jobId, id: confirming.id, idempotencyKey: crypto.randomUUID() });
      toast({ title: "Share Deactivated" });
      setConfirming(null);
    } catch (error) {
      toastFailure("Deactivation Failed", error, { fallback: "Failed to deactivate share." });
    }
  });

  if (shares.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Link2 aria-hidden className="h-5 w-5" />
        No share links yet.
      </p>
    );
  }
  return (
    <>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        Links are shown once. Make a new one to copy or print it.
      </p>
      <ul aria-label="Share links" className="divide-y divide-border">
        {shares.map((share) => (
          <ShareRow key={share.id} share={share} onDeactivate={setConfirming} makeLike={makeLike} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title="Deactivate this link?"
        description="Anyone holding it, or scanning its QR code, will see Access Denied from now on. This cannot be undone."
        confirmLabel={deactivate.isPending ? "Deactivating..." : "Deactivate"}
        pending={deactivate.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
