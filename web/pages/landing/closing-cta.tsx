import type { Provider } from "../../api/sign-in-provider";
import { buttonClasses } from "../../components/ui/button";

/** The free trial starts at the sign-in provider when this server has one (spec §1), else at the sign-up form: /api/login would only say no provider is set up. */
export function ClosingCta({ provider, providerHref }: { provider: Provider; providerHref: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-slate-900 py-16 text-center text-white">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="cta-title" className="text-3xl font-bold">
          Ready to run every wrap job from your pocket?
        </h2>
        <p className="mt-3 text-lg text-slate-200">Start free and bring your first job in under a minute.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={provider ? providerHref : "/signup"} className={buttonClasses("primary", "lg")}>
            Start Your Free Trial
          </a>
          <a
            href="mailto:sales@wrappilot.app?subject=WrapPilot%20for%20my%20shop"
            className={buttonClasses("outline", "lg", "border-slate-300 text-white hover:bg-slate-800")}
          >
            Contact Sales
          </a>
        </div>
        <a href="#export" className="mt-6 inline-flex min-h-11 items-center font-semibold text-orange-300 underline">
          See Export Options
        </a>
      </div>
    </section>
  );
}
