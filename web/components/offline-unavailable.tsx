import { CloudOff } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

/** A short line for a part of a screen that was never kept on this device, while there is no signal. */
export const OFFLINE_NOTE = "Not available offline. It loads as soon as you're back online.";

/** Said where something was never kept on this device and there is no signal to fetch it. */
export function OfflineUnavailable({ what }: { what: string }) {
  return (
    <EmptyState
      icon={CloudOff}
      title="Not available offline"
      description={`This ${what} hasn't been saved on this device yet. It opens as soon as you're back online.`}
      action={
        <Link href="/" className={buttonClasses("outline")}>
          Jobs on this device
        </Link>
      }
    />
  );
}
