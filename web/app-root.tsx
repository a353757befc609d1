import { Suspense, startTransition, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../shared/schemas/auth";
import { fetchCurrentUser } from "./api/current-user";
import { servedUser } from "./api/served-user";
import { runAs } from "./api/signed-in-as";
import { CantReach } from "./components/cant-reach";
import { PageSkeleton } from "./components/page-skeleton";
import { InstallOffer } from "./features/install/install-offer";
import { pageLocation } from "./lib/page-location";
import { recallUser } from "./lib/remembered-user";
import { PRIVACY_PATH, TERMS_PATH } from "./lib/routes";
import { lazyPage } from "./components/lazy-page";

const LandingPage = lazyPage(() => import("./pages/landing/landing-page"));
const QueryApp = lazyPage(() => import("./query-app"));

const SIGNED_OUT_SCREENS = ["/login", "/signup", PRIVACY_PATH, TERMS_PATH];

/** A visitor who is not signed in gets the landing page alone, but on the screens that sign in or show a policy. */
const isLandingOnly = (user: CurrentUser | null, path: string) => user === null && !SIGNED_OUT_SCREENS.includes(path);

type Asked = { user: CurrentUser | null } | "asking" | "failed";

/**
 * Loads the code the first answer will show before it is shown: a lazy part rendered while it loads shows its
 * fallback, and React then holds back what replaces a just-shown fallback for 300 ms, which a signed-in start paid
 * before its cache restore could even begin. A part that cannot be loaded is left to say so when rendered.
 */
async function loadFirstScreen(user: CurrentUser | null): Promise<void> {
  if (isLandingOnly(user, window.location.pathname)) return LandingPage.preload();
  await QueryApp.preload();
  await import("./query-app").then((app) => app.preloadFirstScreen(user !== null, window.location.pathname), () => undefined);
}

/**
 * Who is signed in. A user this device remembers opens at once, with what the device keeps, while the server is
 * asked: on one bar of signal its answer can take seconds, and the screen's own reads need not wait for it. The
 * answer then stands: nobody (the session ended elsewhere, and the device's copy has just been wiped) or another
 * user starts the page again, which shows what the server said; the same user's profile is remembered for the next.
 */
function useFirstUser(): [Asked, () => void] {
  const [asked, setAsked] = useState<Asked>("asking");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const open = (user: CurrentUser | null) => {
      runAs(user?.id ?? null);
      void loadFirstScreen(user).then(() => live && startTransition(() => setAsked({ user })));
    };
    const served = servedUser();
    if (served) {
      open(served);
      return () => {
        live = false;
      };
    }
    const openedAs = recallUser();
    if (openedAs) open(openedAs);
    fetchCurrentUser().then(
      (user) => {
        if (!live) return;
        if (!openedAs) open(user);
        else if (user?.id !== openedAs.id) pageLocation.reload();
      },
      () => {
        if (live && !openedAs) setAsked("failed");
      },
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
  const landingOnly = !appOpened && isLandingOnly(asked.user, path);
  if (!landingOnly && !appOpened) setAppOpened(true);
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>{landingOnly ? <LandingPage /> : <QueryApp user={asked.user} />}</Suspense>
      <InstallOffer />
    </>
  );
}
