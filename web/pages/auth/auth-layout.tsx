import type { ReactNode } from "react";
import { Link } from "wouter";
import { useSignInProvider } from "../../api/sign-in-provider";
import { Logo } from "../../components/logo";
import { Card } from "../../components/ui/card";

export function AuthLayout({ heading, children, footer }: { heading: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 py-8">
      <Link href="/" aria-label="Back to the home page" className="mb-6">
        <Logo withTagline />
      </Link>
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <div className="mt-6">{children}</div>
        <div className="mt-6 text-center text-muted-foreground">{footer}</div>
      </Card>
    </div>
  );
}

/** Shown only when a provider is set up on this server: 'Continue with {name}'. */
export function ExternalProviderButton({ href = "/api/login" }: { href?: string }) {
  const provider = useSignInProvider();
  if (!provider) return null;
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        Or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <a
        href={href}
        className="flex min-h-11 w-full items-center justify-center rounded-lg border border-input font-semibold hover:bg-muted"
      >
        Continue with {provider.name}
      </a>
    </>
  );
}
