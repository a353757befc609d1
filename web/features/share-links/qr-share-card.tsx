import { QrCode } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  QR_SHARE_ACCESS_LABELS,
  QR_SHARE_EXPIRY_DAYS,
  QR_SHARE_EXPIRY_DEFAULT,
  type QrShareExpiryDays,
} from "../../../shared/domain/qr-share-state";
import { QR_SHARE_ACCESS_LEVELS, type QrShareAccessLevel } from "../../../shared/domain/vocabulary";
import type { Job } from "../../../shared/schemas/job";
import type { CreatedQrShare, QrShareCreateInput } from "../../../shared/schemas/share";
import { useCreateQrShare, useQrShares } from "../../api/qr-shares";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { NeedsSignal } from "../../components/needs-signal";
import { OFFLINE_NOTE } from "../../components/offline-unavailable";
import { RetryLine } from "../../components/ui/retry-line";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { countOf } from "../../lib/format";
import { useOnline } from "../../lib/use-online";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { CreatedShare } from "./created-share";
import { type MakeLinkLike, ShareList } from "./share-list";
import { unavailableOffline } from "../../api/query-offline";

const ACCESS_OPTIONS = QR_SHARE_ACCESS_LEVELS.map((value) => ({ value, label: QR_SHARE_ACCESS_LABELS[value] }));

function ExistingShares({ jobId, makeLike }: { jobId: string; makeLike: MakeLinkLike }) {
  const query = useQrShares(jobId);
  if (unavailableOffline(query)) return <p className="text-muted-foreground">{OFFLINE_NOTE}</p>;
  if (query.isPending) return <div aria-hidden className="h-16 animate-pulse rounded-lg bg-muted" />;
  if (query.isError) {
    return (
      <RetryLine message="Couldn't load this job's share links." onRetry={() => query.refetch()} />
    );
  }
  return <ShareList jobId={jobId} shares={query.data} makeLike={makeLike} />;
}

export function QrShareCard({ job }: { job: Job }) {
  const [accessLevel, setAccessLevel] = useState<QrShareAccessLevel>("view");
  const [expiresInDays, setExpiresInDays] = useState<QrShareExpiryDays>(QR_SHARE_EXPIRY_DEFAULT);
  const [created, setCreated] = useState<CreatedQrShare | null>(null);
  const create = useCreateQrShare(job.id);
  const online = useOnline();
  const createButton = useRef<HTMLButtonElement>(null);
  const done = () => {
    flushSync(() => setCreated(null));
    createButton.current?.focus();
  };

  const make = useSingleFlight(async (input: QrShareCreateInput) => {
    try {
      setCreated(await create.mutateAsync({ jobId: job.id, input }));
      toast({ title: "QR Share Created" });
    } catch (error) {
      toastFailure("Share Failed", error, { fallback: "Failed to create QR share. Please try again." });
    }
  });

  return (
    <Card className="space-y-5 p-4">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <QrCode aria-hidden className="h-5 w-5 text-primary" />
          QR Share
        </h2>
        <p className="mt-1 text-muted-foreground">
          Your client scans it or opens the link, with no account, to follow the status, progress, measurements and photos. They never see the client's
          phone, email, contact, address or your notes.
        </p>
      </div>
      {created ? (
        <CreatedShare share={created} job={job} onDone={done} />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void make({ accessLevel, expiresInDays });
          }}
        >
          <div>
            <p className="mb-1 text-sm font-semibold">
              Access
            </p>
            <SegmentedControl name="share-access" legend="Access" value={accessLevel} options={ACCESS_OPTIONS} onChange={setAccessLevel} className="grid-cols-2" />
            <p className="mt-1 text-sm text-muted-foreground">
              {accessLevel === "edit" ? "Visitors can also add measurements, signed with their name." : "Visitors can look but not change anything."}
            </p>
          </div>
          <label className="block">
            <span className="mb-1 block text-sm font-semibold">Expires after</span>
            <Select value={expiresInDays} onChange={(event) => setExpiresInDays(Number(event.target.value) as QrShareExpiryDays)}>
              {QR_SHARE_EXPIRY_DAYS.map((days) => (
                <option key={days} value={days}>
                  {countOf(days, "day")}
                </option>
              ))}
            </Select>
          </label>
          {online ? null : <NeedsSignal>No signal: a new share link can be made once you're back online.</NeedsSignal>}
          <Button ref={createButton} type="submit" disabled={create.isPending || !online} className="w-full sm:w-auto">
            <QrCode aria-hidden className="h-5 w-5" />
            {create.isPending ? "Creating..." : "Create QR Share"}
          </Button>
        </form>
      )}
      <div>
        <h3 className="mb-1 font-bold">Share links</h3>
        <ExistingShares
          jobId={job.id}
          makeLike={{ run: (share) => void make({ accessLevel: share.accessLevel, expiresInDays: share.expiresInDays }), pending: create.isPending }}
        />
      </div>
    </Card>
  );
}
