import { CloudOff, Link2Off, Pencil, ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { SHARE_DENIED_TEXT, SHARED_ACCESS_BADGES } from "../../shared/domain/qr-share-state";
import type { SharedMeasurementCreated, SharedPhoto, SharedProof, SharedView } from "../../shared/schemas/share";
import { Logo } from "../components/logo";
import { Button } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { DownloadReportButton } from "./download-report-button";
import { SharedError, loadSharedView } from "./share-page-api";
import { SharedJobSummary } from "./shared-job-summary";
import { SharedMeasurements } from "./shared-measurements";
import { SharedFiles } from "./shared-files";
import { SharedPhotos } from "./shared-photos";
import { SharedProofs } from "./shared-proofs";

type PageState = { kind: "loading" } | { kind: "ready"; view: SharedView } | { kind: "failed"; error: SharedError };

const [DENIED_TITLE, DENIED_DETAIL] = SHARE_DENIED_TEXT.split(" - ");

function Frame({ children, badge }: { children: React.ReactNode; badge?: React.ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-6 px-4 py-6">
      <header className="flex items-center justify-between gap-3">
        <Logo />
        {badge}
      </header>
      <main className="flex flex-1 flex-col gap-5">{children}</main>
    </div>
  );
}

function AccessBadge({ level }: { level: SharedView["accessLevel"] }) {
  const Icon = level === "edit" ? Pencil : ShieldCheck;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
      <Icon aria-hidden className="h-4 w-4" />
      {SHARED_ACCESS_BADGES[level]}
    </span>
  );
}

function Failure({ error, retry }: { error: SharedError; retry: () => void }) {
  if (error.kind === "denied") {
    return <EmptyState heading="h1" icon={Link2Off} title={DENIED_TITLE!} description={DENIED_DETAIL} />;
  }
  return (
    <EmptyState
      heading="h1"
      icon={CloudOff}
      title={error.kind === "offline" ? "No connection" : "Couldn't open this job"}
      description={error.message}
      action={<Button onClick={retry}>Try again</Button>}
    />
  );
}

export function SharedJobApp({ token }: { token: string }) {
  const [state, setState] = useState<PageState>({ kind: "loading" });

  const load = useCallback(() => {
    setState({ kind: "loading" });
    loadSharedView(token).then(
      (view) => setState({ kind: "ready", view }),
      (error: unknown) => setState({ kind: "failed", error: error instanceof SharedError ? error : new SharedError("broken", "Please try again.") }),
    );
  }, [token]);

  useEffect(load, [load]);

  if (state.kind === "loading") {
    return (
      <Frame>
        <div aria-busy="true" className="space-y-4">
          <div className="h-28 animate-pulse rounded-xl bg-muted" />
          <div className="h-48 animate-pulse rounded-xl bg-muted" />
        </div>
      </Frame>
    );
  }
  if (state.kind === "failed") {
    return (
      <Frame>
        <Failure error={state.error} retry={load} />
      </Frame>
    );
  }

  const { view } = state;
  const change = (update: (current: SharedView) => SharedView) =>
    setState((current) => (current.kind === "ready" ? { kind: "ready", view: update(current.view) } : current));
  const withItem = <T extends { id: string }>(list: T[], item: T) => [...list.filter((existing) => existing.id !== item.id), item];
  const added = ({ measurement, totalSquareFeet }: SharedMeasurementCreated) =>
    change((current) => ({ ...current, job: { ...current.job, totalSquareFeet }, measurements: withItem(current.measurements, measurement) }));
  const addedPhoto = (photo: SharedPhoto) => change((current) => ({ ...current, photos: withItem(current.photos, photo) }));
  const decided = (proof: SharedProof) => change((current) => ({ ...current, proofs: current.proofs.map((existing) => (existing.id === proof.id ? proof : existing)) }));
  const editable = view.accessLevel === "edit";

  return (
    <Frame badge={<AccessBadge level={view.accessLevel} />}>
      <SharedJobSummary job={view.job} />
      <SharedProofs token={token} proofs={view.proofs} onDecided={decided} />
      <DownloadReportButton token={token} metric={view.metric} />
      <SharedMeasurements token={token} measurements={view.measurements} jobArea={view.job} editable={editable} metric={view.metric} onAdded={added} />
      <SharedPhotos photos={view.photos} upload={editable ? { token, onAdded: addedPhoto } : undefined} />
      <SharedFiles files={view.files} />
      <footer className="border-t border-border pt-4 text-sm text-muted-foreground">
        {editable
          ? "This shared view is editable: you can add measurements and photos, signed with your name. The installer sees who added what."
          : "This shared view is read-only. Contact your installer to request changes."}
      </footer>
    </Frame>
  );
}
