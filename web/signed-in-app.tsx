import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { Suspense, useDeferredValue, useEffect, useState } from "react";
import { Route, Switch, matchRoute, useLocation, useRouter } from "wouter";
import type { CurrentUser } from "../shared/schemas/auth";
import { useOfflineCache } from "./api/offline-cache";
import { useOfflinePrefetch } from "./api/offline-prefetch";
import { prefetchScreenData } from "./api/screen-data";
import { SignedInLayout } from "./signed-in-layout";
import { PageSkeleton } from "./components/page-skeleton";
import { lazyPage } from "./components/lazy-page";
import { PRIVACY_PATH, SETTINGS_PATH, TERMS_PATH, jobIdInPath } from "./lib/routes";

/** The signed-in screens; the one a start opens on is loaded beside the cache restore (see `useStartScreenLoaded`). */
const alreadySignedIn = lazyPage(() => import("./pages/auth/already-signed-in"));
const SCREENS = [
  { path: "/", page: lazyPage(() => import("./pages/dashboard/dashboard-page")) },
  { path: "/jobs/:id", page: lazyPage(() => import("./pages/job-detail/job-route")) },
  { path: "/team", page: lazyPage(() => import("./pages/team-page")) },
  { path: "/insights", page: lazyPage(() => import("./pages/insights-page")) },
  { path: SETTINGS_PATH, page: lazyPage(() => import("./pages/settings/settings-page")) },
  { path: "/login", page: alreadySignedIn },
  { path: "/signup", page: alreadySignedIn },
];
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"));
const PrivacyPage = lazyPage(() => import("./pages/policy/privacy-page"));
const TermsPage = lazyPage(() => import("./pages/policy/terms-page"));

/**
 * Loads the screen a start opens on beside the cache restore, and says once it is in: rendered before, it would
 * suspend, and React holds back what replaces a just-shown fallback for 300 ms.
 */
function useStartScreenLoaded(screen: { preload: () => Promise<void> } | undefined): boolean {
  const [loading] = useState(() => screen?.preload());
  const [loaded, setLoaded] = useState(!loading);
  useEffect(() => {
    let live = true;
    void loading?.then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [loading]);
  return loaded;
}

/**
 * The start screen's first reads, asked for once the cache is restored rather than once the screen's code runs; a job's
 * page asks for the open tab's too. Those its HTML preloaded are picked up, not fetched again.
 */
function prefetchStartData(queryClient: QueryClient) {
  const jobId = jobIdInPath(location.pathname);
  if (jobId) void import("./pages/job-detail/job-page-data").then((page) => page.prefetchJobPage(queryClient, jobId, location.hash), () => undefined);
  else prefetchScreenData(queryClient, location.pathname);
}

/**
 * The user's screens mount once their cache (jobs, measurements, queued writes) and the start's screen are in, as
 * deferred work: React renders them in slices a tap can get between instead of in one long task.
 */
export default function SignedInApp({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const { parser } = useRouter();
  const [path] = useLocation();
  const startScreenLoaded = useStartScreenLoaded(SCREENS.find((screen) => matchRoute(parser, screen.path, path)[0])?.page);
  const restored = useOfflineCache(user.id, () => prefetchStartData(queryClient));
  useOfflinePrefetch(restored);
  const ready = useDeferredValue(restored && startScreenLoaded);
  if (!ready) return <PageSkeleton />;
  return (
    <SignedInLayout user={user}>
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          {SCREENS.map(({ path: screenPath, page }) => (
            <Route key={screenPath} path={screenPath} component={page} />
          ))}
          <Route path={PRIVACY_PATH} component={PrivacyPage} />
          <Route path={TERMS_PATH} component={TermsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </SignedInLayout>
  );
}
