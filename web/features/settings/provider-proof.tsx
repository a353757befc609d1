import { ShieldCheck } from "lucide-react";
import { confirmWithProviderHref } from "../../api/sign-in-methods";
import { buttonClasses } from "../../components/ui/button";
import { SETTINGS_PATH } from "../../lib/routes";

/**
 * For an account without a password, what stands in for it: a sign-in through its provider in the last 10 minutes
 * (`reauthAt` on the server), asked for here without signing out.
 */
export function ProviderProof({ provider = "your provider", action }: { provider?: string; action: string }) {
  return (
    <div className="space-y-3 rounded-lg bg-muted p-3 text-sm">
      <p>
        Your account has no password: {action} within 10 minutes of signing in through {provider}.
      </p>
      <a href={confirmWithProviderHref(SETTINGS_PATH)} className={buttonClasses("outline")}>
        <ShieldCheck aria-hidden className="h-5 w-5" />
        Confirm with {provider}
      </a>
    </div>
  );
}
