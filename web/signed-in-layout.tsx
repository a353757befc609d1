import { type ReactNode, Suspense, lazy, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../shared/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { logOut } from "./api/auth";
import { forgetUserOnDevice } from "./features/sync/forget-user-on-device";
import { useQueuedWrites } from "./api/pending-changes";
import { AppHeader } from "./components/app-header";
import { BottomNav } from "./components/bottom-nav";
import { closeNewJob, openNewJob, useNewJob } from "./features/jobs/new-job-store";
import { fileOutbox, useFileOutboxSync } from "./features/files/file-outbox-runtime";
import { type CameraCaptureHandle, CameraCapture } from "./features/photos/camera-capture";
import { OutboxBanner } from "./features/photos/outbox-banner";
import { InvitationBadge } from "./features/team/invitation-badge";
import { SyncStatus } from "./features/sync/sync-status";
import { unsentWarning } from "./features/sync/unsent-warning";
import { photoOutbox, usePhotoOutboxSync } from "./features/photos/photo-outbox-runtime";
import { useVoiceOutboxSync, voiceOutbox } from "./features/notes/voice-outbox-runtime";
import { closeJobPicker, startQuickMeasure, useJobPickerOpen } from "./features/measurements/measure-request-store";
import { jobIdInPath } from "./lib/routes";

const NewJobDialog = lazy(() => import("./features/jobs/new-job-dialog").then((module) => ({ default: module.NewJobDialog })));
const AccountBackupsDialog = lazy(() =>
  import("./features/backups/account-backups-dialog").then((module) => ({ default: module.AccountBackupsDialog })),
);
const MeasureJobPicker = lazy(() =>
  import("./features/measurements/measure-job-picker").then((module) => ({ default: module.MeasureJobPicker })),
);

export function SignedInLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [path] = useLocation();
  const newJob = useNewJob();
  const pickingJob = useJobPickerOpen();
  const camera = useRef<CameraCaptureHandle>(null);
  usePhotoOutboxSync(user.id);
  useVoiceOutboxSync(user.id);
  useFileOutboxSync(user.id);
  const queryClient = useQueryClient();
  const unsentChanges = useQueuedWrites().length;
  const [backups, setBackups] = useState(false);

  /** Signing out removes this user's cache, queued changes and waiting uploads from the phone, so the user is asked first when any are unsent. */
  const logOutKeepingNothing = async () => {
    const warning = unsentWarning(unsentChanges, photoOutbox.list().length, voiceOutbox.list().length, fileOutbox.list().length);
    if (warning && !window.confirm(warning)) return;
    await forgetUserOnDevice(queryClient, user.id);
    logOut();
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
      <OutboxBanner />
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      <BottomNav
        teamBadge={<InvitationBadge />}
        path={path}
        onNewJob={openNewJob}
        onCamera={() => camera.current?.open(jobIdInPath(path))}
        onMeasure={() => startQuickMeasure(jobIdInPath(path))}
      />
      <CameraCapture ref={camera} />
      {backups ? (
        <Suspense fallback={null}>
          <AccountBackupsDialog open onOpenChange={setBackups} />
        </Suspense>
      ) : null}
      {newJob.open ? (
        <Suspense fallback={null}>
          <NewJobDialog onClose={closeNewJob} onCreated={newJob.afterCreate ?? undefined} />
        </Suspense>
      ) : null}
      {pickingJob ? (
        <Suspense fallback={null}>
          <MeasureJobPicker onClose={closeJobPicker} />
        </Suspense>
      ) : null}
    </div>
  );
}
