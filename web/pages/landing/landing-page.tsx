import { ClosingCta } from "./closing-cta";
import { ExportShare } from "./export-share";
import { Features } from "./features";
import { FieldReady } from "./field-ready";
import { Hero } from "./hero";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";

export default function LandingPage() {
  return (
    <div className="min-h-dvh">
      <LandingHeader />
      <main>
        <Hero />
        <Features />
        <FieldReady />
        <ExportShare />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
