import { type ReactNode, Suspense, lazy } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../../shared/schemas/auth";
import { AppHeader } from "./app-header";
import { setNewJobOpen, useNewJobOpen } from "../features/jobs/new-job-store";
import { BottomNav } from "./bottom-nav";

const NewJobDialog = lazy(() => import("../features/jobs/new-job-dialog").then((module) => ({ default: module.NewJobDialog })));

export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [path] = useLocation();
  const newJobOpen = useNewJobOpen();
  return (
    <div className="min-h-dvh pb-24 md:pb-0">
      <AppHeader user={user} path={path} />
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      <BottomNav path={path} />
      {newJobOpen ? (
        <Suspense fallback={null}>
          <NewJobDialog onClose={() => setNewJobOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
