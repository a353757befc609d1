import { useSignInProvider } from "../../api/sign-in-provider";
import { ClosingCta } from "./closing-cta";
import { ExportShare } from "./export-share";
import { Features } from "./features";
import { FieldReady } from "./field-ready";
import { Hero } from "./hero";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";

export default function LandingPage() {
  const provider = useSignInProvider();
  return (
    <div className="min-h-dvh">
      <LandingHeader />
      <main>
        <Hero provider={provider} />
        <Features />
        <FieldReady />
        <ExportShare />
        <ClosingCta provider={provider} />
      </main>
      <LandingFooter />
    </div>
  );
}
