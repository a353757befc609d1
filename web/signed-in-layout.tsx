import { type ReactNode, Suspense, lazy, useRef } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../shared/schemas/auth";
import { logOut } from "./api/auth";
import { AppHeader } from "./components/app-header";
import { BottomNav } from "./components/bottom-nav";
import { closeNewJob, openNewJob, useNewJob } from "./features/jobs/new-job-store";
import { type CameraCaptureHandle, CameraCapture } from "./features/photos/camera-capture";
import { OutboxBanner } from "./features/photos/outbox-banner";
import { InvitationBadge } from "./features/team/invitation-badge";
import { photoOutbox, usePhotoOutboxSync } from "./features/photos/photo-outbox-runtime";
import { closeJobPicker, startQuickMeasure, useJobPickerOpen } from "./features/measurements/measure-request-store";
import { jobIdInPath } from "./lib/routes";

const NewJobDialog = lazy(() => import("./features/jobs/new-job-dialog").then((module) => ({ default: module.NewJobDialog })));
const MeasureJobPicker = lazy(() =>
  import("./features/measurements/measure-job-picker").then((module) => ({ default: module.MeasureJobPicker })),
);

/** Signing out removes photos still waiting on this phone, so the user is asked first. */
async function logOutKeepingNothing() {
  const waiting = photoOutbox.list().length;
  if (waiting && !window.confirm(`${waiting === 1 ? "1 photo has" : `${waiting} photos have`} not uploaded yet. Signing out deletes ${waiting === 1 ? "it" : "them"} from this phone. Sign out anyway?`)) return;
  await photoOutbox.removeAll();
  logOut();
}

export function SignedInLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [path] = useLocation();
  const newJob = useNewJob();
  const pickingJob = useJobPickerOpen();
  const camera = useRef<CameraCaptureHandle>(null);
  usePhotoOutboxSync(user.id);
  return (
    <div className="min-h-dvh pb-24 md:pb-0">
      <AppHeader user={user} path={path} onLogOut={() => void logOutKeepingNothing()} teamBadge={<InvitationBadge />} />
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
