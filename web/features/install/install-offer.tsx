import { type ComponentType, useEffect, useState } from "react";
import { useInstallPrompt } from "./use-install-prompt";

type Banner = ComponentType<{ onInstall: () => void; onDismiss: () => void }>;

/**
 * Listens from the start for the browser's offer to install the app, and loads the banner that shows it only once
 * the offer is made; an offer made while the banner cannot be fetched, or declined lately, is not shown.
 */
export function InstallOffer() {
  const { canInstall, install, dismiss } = useInstallPrompt();
  const [banner, setBanner] = useState<{ Shown: Banner } | null>(null);
  useEffect(() => {
    if (!canInstall || banner) return;
    let live = true;
    import("./install-banner").then(
      (module) => live && !module.declinedLately() && setBanner({ Shown: module.InstallBanner }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [canInstall, banner]);
  if (!canInstall || !banner) return null;
  return <banner.Shown onInstall={() => void install()} onDismiss={dismiss} />;
}
