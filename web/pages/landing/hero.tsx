import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import type { Provider } from "../../api/sign-in-provider";
import { buttonClasses } from "../../components/ui/button";

export function Hero({ provider, signIn }: { provider: Provider; signIn: { form: string; provider: string } }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
      <span className="inline-flex items-center gap-2 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-foreground">
        <ShieldCheck aria-hidden className="h-4 w-4" />
        Professional Job Management
      </span>
      <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        Every wrap job, measured, photographed and tracked from your phone
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
        Record panel measurements, mark up vehicle photos, estimate vinyl and keep clients in the loop, right
        from the parking lot or the shop bay.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link href="/signup" className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
          Get Started Free
        </Link>
        <Link href={signIn.form} className={buttonClasses("outline", "lg", "w-full sm:w-auto")}>
          Sign In
        </Link>
      </div>
      {provider ? (
        <>
          <p className="mt-6 text-sm text-muted-foreground">Or continue with</p>
          <a href={signIn.provider} className={buttonClasses("secondary", "md", "mt-2")}>
            Continue with {provider.name}
          </a>
        </>
      ) : null}
    </section>
  );
}
