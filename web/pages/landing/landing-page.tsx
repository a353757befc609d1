import { useState } from "react";
import { withReturnTo } from "../../../shared/domain/return-to";
import { useSignInProvider } from "../../api/sign-in-provider";
import { takeAccountDeletedNote } from "../../lib/account-deleted-note";
import { returnHere } from "../../lib/return-here";
import { ClosingCta } from "./closing-cta";
import { ExportShare } from "./export-share";
import { Features } from "./features";
import { FieldReady } from "./field-ready";
import { Hero } from "./hero";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";

/** Shown at any path a signed-out visitor opens (spec §2); signing in from a link to a page goes on to that page. */
export default function LandingPage() {
  const provider = useSignInProvider();
  const [back] = useState(returnHere);
  const [deleted] = useState(takeAccountDeletedNote);
  const signIn = { form: withReturnTo("/login", back), provider: withReturnTo("/api/login", back) };
  return (
    <div className="min-h-dvh">
      <LandingHeader signInHref={signIn.form} />
      <main>
        {deleted ? (
          <p role="status" className="bg-accent px-4 py-3 text-center font-semibold text-accent-foreground">
            Your account and everything in it have been deleted.
          </p>
        ) : null}
        {back ? (
          <p role="status" className="bg-accent px-4 py-3 text-center font-semibold text-accent-foreground">
            Sign in to open this page.
          </p>
        ) : null}
        <Hero provider={provider} signIn={signIn} />
        <Features />
        <FieldReady />
        <ExportShare />
        <ClosingCta provider={provider} providerHref={signIn.provider} />
      </main>
      <LandingFooter />
    </div>
  );
}
