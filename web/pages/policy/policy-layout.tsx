import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";

/** A plain reading page (privacy, terms): one column that fits a phone, with a way home at the top and the end. */
export function PolicyLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  // Opened from a footer at the bottom of a long page, a client-side navigation would keep that scroll position.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const home = (
    <Link href="/" className={buttonClasses("outline")}>
      <ArrowLeft aria-hidden className="h-5 w-5" />
      Back to home
    </Link>
  );
  return (
    <article className="mx-auto max-w-2xl space-y-6 px-1 py-2 leading-relaxed [overflow-wrap:anywhere]">
      {home}
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-lg text-muted-foreground">{intro}</p>
      </header>
      {children}
      {home}
    </article>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5">{children}</ul>;
}
