import { useQueryClient } from "@tanstack/react-query";
import { Suspense, lazy, useState } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { CurrentUser } from "../shared/schemas/auth";
import { registerFileMutations } from "./api/files";
import { useOfflineCache } from "./api/offline-cache";
import { useOfflinePrefetch } from "./api/offline-prefetch";
import { SignedInLayout } from "./signed-in-layout";
import { PageSkeleton } from "./components/page-skeleton";
import { JobRoute } from "./pages/job-detail/job-route";
import { PRIVACY_PATH, SETTINGS_PATH, TERMS_PATH } from "./lib/routes";

const DashboardPage = lazy(() => import("./pages/dashboard/dashboard-page"));
const TeamPage = lazy(() => import("./pages/team-page"));
const InsightsPage = lazy(() => import("./pages/insights-page"));
const SettingsPage = lazy(() => import("./pages/settings/settings-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));
const PrivacyPage = lazy(() => import("./pages/policy/privacy-page"));
const TermsPage = lazy(() => import("./pages/policy/terms-page"));

/** The user's screens mount once their cache (jobs, measurements, queued writes) is back from the device. */
export default function SignedInApp({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  // Only signed-in users have file changes to send: registered here (before the cache restores queued ones) to keep them off the sign-in screen's first load.
  useState(() => registerFileMutations(queryClient));
  const restored = useOfflineCache(user.id);
  useOfflinePrefetch(restored);
  if (!restored) return <PageSkeleton />;
  return (
    <Switch>
      <Route path="/login">
        <Redirect to="/" replace />
      </Route>
      <Route path="/signup">
        <Redirect to="/" replace />
      </Route>
      <Route>
        <SignedInLayout user={user}>
          <Suspense fallback={<PageSkeleton />}>
            <Switch>
              <Route path="/" component={DashboardPage} />
              <Route path="/jobs/:id" component={JobRoute} />
              <Route path="/team" component={TeamPage} />
              <Route path="/insights" component={InsightsPage} />
              <Route path={SETTINGS_PATH} component={SettingsPage} />
              <Route path={PRIVACY_PATH} component={PrivacyPage} />
              <Route path={TERMS_PATH} component={TermsPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </SignedInLayout>
      </Route>
    </Switch>
  );
}
