import { Link } from "wouter";
import { PRODUCT_NAME } from "../../../shared/constants";
import { PRIVACY_PATH, TERMS_PATH } from "../../lib/routes";

export const SUPPORT_EMAIL = "support@wrappilot.app";

const linkClasses = "flex min-h-11 items-center font-medium underline";

export function LandingFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 text-sm text-muted-foreground sm:grid-cols-[1fr_auto]">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Built for wrap installers.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6">
          <Link href={PRIVACY_PATH} className={linkClasses}>
            Privacy Policy
          </Link>
          <Link href={TERMS_PATH} className={linkClasses}>
            Terms of Service
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
            Support
          </a>
        </nav>
      </div>
    </footer>
  );
}
