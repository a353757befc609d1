import type { ReactNode } from "react";
import { LandingFooter } from "../landing/landing-footer";
import { LandingHeader } from "../landing/landing-header";

/** A page a visitor reads without signing in, framed like the landing page. */
export default function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="w-full flex-1 px-4 py-6">{children}</main>
      <LandingFooter />
    </div>
  );
}
