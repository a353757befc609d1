import { afterFirstScreen } from "./after-first-screen";
import { updateOptions } from "./update-options";

/**
 * Registers the service worker once the first screen has had its turn, so that on a first visit its
 * install (which downloads every file of the app for offline use) does not compete with the
 * screen's own files and requests. How a new version is taken up is `updateOptions`. The registration code is fetched
 * then too, not with the first screen; without signal it waits for the next start.
 */
export function registerAppUpdates() {
  if (!("serviceWorker" in navigator)) return;
  afterFirstScreen(() =>
    void import("virtual:pwa-register").then(
      ({ registerSW }) => registerSW(updateOptions(() => window.location.reload())),
      () => undefined,
    ),
  );
}
