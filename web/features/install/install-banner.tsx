import { Download, X } from "lucide-react";
import { Button } from "../../components/ui/button";

const NOT_NOW_KEY = "wrappilot-install-not-now";
const NOT_NOW_DAYS = 30;

/** Whether the banner was dismissed on this device in the last 30 days: browsers offer the install again at every start. */
export function declinedLately(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(NOT_NOW_KEY)) < NOT_NOW_DAYS * 86_400_000;
  } catch {
    return false;
  }
}

function rememberNotNow() {
  try {
    localStorage.setItem(NOT_NOW_KEY, String(Date.now()));
  } catch {
    // Without storage the offer comes back at the next start.
  }
}

/** The offer to add the app to the home screen, shown once the browser makes it (see `InstallOffer`); Not Now holds for 30 days. */
export function InstallBanner({ onInstall, onDismiss: dismiss }: { onInstall: () => void; onDismiss: () => void }) {
  const onDismiss = () => {
    rememberNotNow();
    dismiss();
  };
  return (
    <div
      role="region"
      aria-label="Install app"
      className="fixed inset-x-3 bottom-24 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-xl md:bottom-6"
    >
      <Download aria-hidden className="h-6 w-6 shrink-0 text-primary" />
      <p className="flex-1 text-sm">Add to your home screen for quick access and offline use.</p>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button onClick={onInstall}>Install App</Button>
        <Button variant="ghost" onClick={onDismiss}>
          Not Now
        </Button>
      </div>
      <button
        type="button"
        aria-label="Dismiss install banner"
        onClick={onDismiss}
        className="absolute -right-2 -top-2 grid h-11 w-11 place-items-center rounded-full"
      >
        <span className="grid h-7 w-7 place-items-center rounded-full border border-border bg-card">
          <X aria-hidden className="h-4 w-4" />
        </span>
      </button>
    </div>
  );
}
