import { Link } from "wouter";
import { Logo } from "../../components/logo";
import { buttonClasses } from "../../components/ui/button";

export function LandingHeader({ signInHref = "/login" }: { signInHref?: string }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Logo withTagline markOnlyWhenNarrow />
        <nav aria-label="Account" className="flex shrink-0 gap-1 sm:gap-2">
          <Link href={signInHref} className={buttonClasses("ghost", "md", "whitespace-nowrap px-3 sm:px-4")}>
            Sign In
          </Link>
          <Link href="/signup" className={buttonClasses("primary", "md", "whitespace-nowrap px-3 sm:px-4")}>
            Sign Up
          </Link>
        </nav>
      </div>
    </header>
  );
}
