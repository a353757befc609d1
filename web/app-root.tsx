import { Suspense, lazy, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../shared/schemas/auth";
import { fetchCurrentUser } from "./api/current-user";
import { CantReach } from "./components/cant-reach";
import { PageSkeleton } from "./components/page-skeleton";
import { InstallBanner } from "./features/install/install-banner";
import { PRIVACY_PATH, TERMS_PATH } from "./lib/routes";

const LandingPage = lazy(() => import("./pages/landing/landing-page"));
const QueryApp = lazy(() => import("./query-app"));

const SIGNED_OUT_SCREENS = ["/login", "/signup", PRIVACY_PATH, TERMS_PATH];

type Asked = { user: CurrentUser | null } | "asking" | "failed";

function useFirstUser(): [Asked, () => void] {
  const [asked, setAsked] = useState<Asked>("asking");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchCurrentUser().then(
      (user) => live && setAsked({ user }),
      () => live && setAsked("failed"),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setAsked("asking");
    setAttempt((count) => count + 1);
  };
  return [asked, retry];
}

/**
 * Asks who is signed in before React Query is loaded: a visitor who is not gets the landing page with
 * nothing more, and everything else (sign-in, the signed-in app) opens the query-backed app, which
 * stays open from then on.
 */
export function AppRoot() {
  const [asked, retry] = useFirstUser();
  const [path] = useLocation();
  const [appOpened, setAppOpened] = useState(false);
  if (asked === "asking") return <PageSkeleton />;
  if (asked === "failed") return <CantReach onRetry={retry} />;
  const landingOnly = !appOpened && asked.user === null && !SIGNED_OUT_SCREENS.includes(path);
  if (!landingOnly && !appOpened) setAppOpened(true);
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>{landingOnly ? <LandingPage /> : <QueryApp user={asked.user} />}</Suspense>
      <InstallBanner />
    </>
  );
}
