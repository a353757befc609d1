import { PRODUCT_NAME } from "../../../shared/constants";

const summaryClasses = "flex min-h-11 cursor-pointer items-center font-medium underline";

export function LandingFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 text-sm text-muted-foreground sm:grid-cols-[1fr_auto]">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Built for wrap installers.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6">
          <details>
            <summary className={summaryClasses}>Privacy Policy</summary>
            <p className="max-w-sm py-2">
              We keep your jobs, photos and client details only to run the service for you. We never sell them, and
              deleting a job deletes its photos and files.
            </p>
          </details>
          <details>
            <summary className={summaryClasses}>Terms of Service</summary>
            <p className="max-w-sm py-2">
              You own what you upload. Use {PRODUCT_NAME} for lawful work and keep your password private.
            </p>
          </details>
          <a href="mailto:support@wrappilot.app" className={summaryClasses}>
            Support
          </a>
        </nav>
      </div>
    </footer>
  );
}
