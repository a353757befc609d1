import { useQuery } from "@tanstack/react-query";
import { Suspense, lazy } from "react";
import { Route, Switch } from "wouter";
import { currentUserQuery } from "./api/auth";
import { CantReach } from "./components/cant-reach";
import { PageSkeleton } from "./components/page-skeleton";
import { PRIVACY_PATH, TERMS_PATH } from "./lib/routes";

const LandingPage = lazy(() => import("./pages/landing/landing-page"));
const LoginPage = lazy(() => import("./pages/auth/login-page"));
const SignupPage = lazy(() => import("./pages/auth/signup-page"));
const SignedInApp = lazy(() => import("./signed-in-app"));
const PublicPage = lazy(() => import("./pages/policy/public-page"));
const PrivacyPage = lazy(() => import("./pages/policy/privacy-page"));
const TermsPage = lazy(() => import("./pages/policy/terms-page"));

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
