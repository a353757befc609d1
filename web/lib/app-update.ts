import { afterFirstScreen } from "./after-first-screen";

/**
 * Registers the service worker once the first screen has had its turn, so that on a first visit its
 * install (which downloads every file of the app for offline use) does not compete with the
 * screen's own files and requests. How a new version is taken up is `updateOptions`. The registration code and those
 * options are fetched then too, not with the first screen; without signal they wait for the next start.
 */
export function registerAppUpdates() {
  if (!("serviceWorker" in navigator)) return;
  afterFirstScreen(() =>
    void Promise.all([import("virtual:pwa-register"), import("./update-options")]).then(
      ([{ registerSW }, { updateOptions }]) => registerSW(updateOptions(() => window.location.reload())),
      () => undefined,
    ),
  );
}
