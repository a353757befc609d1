import { CloudOff, RefreshCw } from "lucide-react";
import { Button } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

export const PART_UNAVAILABLE_TITLE = "Couldn't load this part of WrapPilot";

/**
 * Why a part of the app could not be fetched, by what the phone knows: no signal, a weak one, or (when trying again
 * with signal failed too) a new version of the app that no longer has the part this page asked for.
 */
export function partUnavailableReason(retried: boolean, online = navigator.onLine): string {
  if (!online) return "You're offline and it isn't saved on this device yet. Try again when you have signal.";
  if (retried) return "WrapPilot may have been updated since this page opened. Reload to get the new version.";
  return "Check your signal and try again.";
}

/** Said in place of a screen, tab or section whose code could not be fetched. */
export function PartUnavailable({ retried, onRetry }: { retried: boolean; onRetry: () => void }) {
  const reload = navigator.onLine && retried;
  return (
    <div role="alert">
      <EmptyState
        icon={CloudOff}
        title={PART_UNAVAILABLE_TITLE}
        description={partUnavailableReason(retried)}
        action={
          <Button variant="outline" onClick={reload ? () => window.location.reload() : onRetry}>
            <RefreshCw aria-hidden className="h-5 w-5" />
            {reload ? "Reload" : "Try again"}
          </Button>
        }
      />
    </div>
  );
}
