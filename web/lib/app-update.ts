import { afterFirstScreen } from "./after-first-screen";

/**
 * Registers the service worker once the first screen has had its turn, so that on a first visit its
 * install (which downloads every file of the app for offline use) does not compete with the
 * screen's own files and requests. A new version that takes over a page which was already
 * controlled is applied by reloading on the user's next navigation, never mid-task; the
 * first install needs no reload because the page already runs the same build. The registration code is fetched
 * then too, not with the first screen; without signal it waits for the next start.
 */
export function registerAppUpdates() {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  afterFirstScreen(() =>
    void import("virtual:pwa-register").then(
      ({ registerSW }) =>
        registerSW({
          immediate: true,
          onNeedReload: () => {
            if (hadController) reloadOnNextNavigation();
          },
        }),
      () => undefined,
    ),
  );
}

function reloadOnNextNavigation() {
  const reload = () => window.location.reload();
  for (const type of ["pushState", "popstate"]) window.addEventListener(type, reload, { once: true });
}
