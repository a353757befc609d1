import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { currentUserQuery } from "./api/auth";
import { CantReach } from "./components/cant-reach";
import { PageSkeleton } from "./components/page-skeleton";
import { PRIVACY_PATH, TERMS_PATH } from "./lib/routes";
import { lazyPage } from "./components/lazy-page";

const LandingPage = lazyPage(() => import("./pages/landing/landing-page"));
const LoginPage = lazyPage(() => import("./pages/auth/login-page"));
const SignupPage = lazyPage(() => import("./pages/auth/signup-page"));
const SignedInApp = lazyPage(() => import("./signed-in-app"));
const PublicPage = lazyPage(() => import("./pages/policy/public-page"));
const PrivacyPage = lazyPage(() => import("./pages/policy/privacy-page"));
const TermsPage = lazyPage(() => import("./pages/policy/terms-page"));

const SIGNED_OUT_FIRST: Record<string, { preload: () => Promise<void> }[]> = {
  "/login": [LoginPage],
  "/signup": [SignupPage],
  [PRIVACY_PATH]: [PublicPage, PrivacyPage],
  [TERMS_PATH]: [PublicPage, TermsPage],
};

/** Loads the code this app renders first at `path`, for a start that knows the user before rendering it (see `AppRoot`). */
export async function preloadFirstScreen(signedIn: boolean, path: string) {
  await Promise.all((signedIn ? [SignedInApp] : (SIGNED_OUT_FIRST[path] ?? [LandingPage])).map((page) => page.preload()));
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/signup" component={SignupPage} />
      <Route path={PRIVACY_PATH}>
        <PublicPage>
          <PrivacyPage />
        </PublicPage>
      </Route>
      <Route path={TERMS_PATH}>
        <PublicPage>
          <TermsPage />
        </PublicPage>
      </Route>
      <Route component={LandingPage} />
    </Switch>
  );
}

export function App() {
  const userQuery = useQuery(currentUserQuery);

  if (userQuery.isError) return <CantReach onRetry={() => void userQuery.refetch()} />;

  return (
    <Suspense fallback={<PageSkeleton />}>{userQuery.data ? <SignedInApp user={userQuery.data} /> : <SignedOutRoutes />}</Suspense>
  );
}
