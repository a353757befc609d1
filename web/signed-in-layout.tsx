import { type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../shared/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { isUnauthorizedError } from "./api/http";
import { useQueuedWrites } from "./api/pending-changes";
import { AppHeader } from "./components/app-header";
import { BottomNav } from "./components/bottom-nav";
import { ErrorBoundary, anyError } from "./components/error-boundary";
import { toast } from "./components/ui/toast-store";
import { SomethingWentWrong } from "./components/something-went-wrong";
import { closeNewJob, openNewJob, useNewJob } from "./features/jobs/new-job-store";
import { type CameraCaptureHandle, CameraCapture } from "./features/photos/camera-capture";
import { onUnauthorized } from "./features/auth/on-unauthorized";
import { InvitationBadge } from "./features/team/invitation-badge";
import { SyncStatus } from "./features/sync/sync-status";
import { closeJobPicker, startQuickMeasure, useJobPickerOpen } from "./features/measurements/measure-request-store";
import { jobIdInPath } from "./lib/routes";
import { lazyExport, lazyPage, whenShown } from "./components/lazy-page";
import { LazyAccountBackupsDialog } from "./features/backups/account-backups-dialog-lazy";
import { useFetchPartsAtLatest } from "./lib/parts-once-shown";
import { firstScreenShown } from "./lib/first-screen-shown";

const BackgroundUploads = lazyPage(async () => {
  await firstScreenShown;
  return import("./background-uploads");
});
const NewJobDialog = whenShown(lazyExport(() => import("./features/jobs/new-job-dialog"), "NewJobDialog"));
const MeasureJobPicker = whenShown(lazyExport(() => import("./features/measurements/measure-job-picker"), "MeasureJobPicker"));
const UPLOADS_RETRY_MS = 60_000;

/**
 * The upload outboxes' code, once the first screen is shown; when it cannot load (no signal before the app was kept on the device), it is tried again
 * as the signal returns, or, with a signal, a minute on and then twice as long after each failure (at most an hour).
 */
function BackgroundUploadsLoaded({ userId }: { userId: string }) {
  const [attempt, setAttempt] = useState(0);
  const tryAgainLater = useCallback(() => {
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener("online", again);
      setAttempt(attempt + 1);
    };
    const timer = navigator.onLine ? setTimeout(again, UPLOADS_RETRY_MS * 2 ** Math.min(attempt, 6)) : undefined;
    window.addEventListener("online", again);
  }, [attempt]);
  return (
    <Suspense fallback={null}>
      <BackgroundUploads key={attempt} userId={userId} onLoadFailed={tryAgainLater} />
    </Suspense>
  );
}

export function SignedInLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [path] = useLocation();
  const newJob = useNewJob();
  const pickingJob = useJobPickerOpen();
  const camera = useRef<CameraCaptureHandle>(null);
  const queryClient = useQueryClient();
  const unsentChanges = useQueuedWrites().length;
  const [backups, setBackups] = useState(false);
  useFetchPartsAtLatest();

  const logOutKeepingNothing = async () => {
    try {
      const { logOutKeepingNothing } = await import("./features/sync/log-out-keeping-nothing");
      await logOutKeepingNothing(queryClient, user.id, unsentChanges);
    } catch (error) {
      if (isUnauthorizedError(error)) onUnauthorized();
      else toast({ title: "Couldn't log out", description: "Check your signal and try again.", variant: "destructive" });
    }
  };
  return (
    <div className="min-h-dvh pb-[calc(var(--floating-action-clearance)+env(safe-area-inset-bottom))] md:pb-0">
      <AppHeader
        user={user}
        path={path}
        onLogOut={() => void logOutKeepingNothing()}
        onOpenBackups={() => setBackups(true)}
        teamBadge={<InvitationBadge />}
        syncStatus={<SyncStatus />}
      />
      <BackgroundUploadsLoaded userId={user.id} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <ErrorBoundary catches={anyError} resetKey={path} fallback={() => <SomethingWentWrong />}>
          {children}
        </ErrorBoundary>
      </main>
      <BottomNav
        teamBadge={<InvitationBadge />}
        path={path}
        onNewJob={openNewJob}
        onCamera={() => camera.current?.open(jobIdInPath(path))}
        onMeasure={() => startQuickMeasure(jobIdInPath(path))}
      />
      <CameraCapture ref={camera} />
      <LazyAccountBackupsDialog open={backups} onOpenChange={setBackups} />
      {newJob.open ? <NewJobDialog onClose={closeNewJob} onCreated={newJob.afterCreate ?? undefined} /> : null}
      {pickingJob ? <MeasureJobPicker onClose={closeJobPicker} /> : null}
    </div>
  );
}
