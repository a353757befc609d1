import { registerSW } from "virtual:pwa-register";

/**
 * Registers the service worker. A new version that takes over a page which was already
 * controlled is applied by reloading on the user's next navigation, never mid-task; the
 * first install needs no reload because the page already runs the same build.
 */
export function registerAppUpdates() {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  registerSW({
    immediate: true,
    onNeedReload: () => {
      if (hadController) reloadOnNextNavigation();
    },
  });
}

function reloadOnNextNavigation() {
  const reload = () => window.location.reload();
  for (const type of ["pushState", "popstate"]) window.addEventListener(type, reload, { once: true });
}
