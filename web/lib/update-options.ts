const NAVIGATIONS = ["pushState", "popstate"];
const pageAddress = () => location.pathname + location.search;

/**
 * How the page takes up a new version. A new version waits while any page the old one controls is open (the worker
 * does not skip waiting). A page no worker controls (opened with a hard reload) holds nothing back, so a new version
 * activates beside it and takes it over (clientsClaim), and its precache drops the files of the build that page
 * runs. So whenever a version takes the page over, the page reloads on the user's next navigation to another address
 * (not Back closing the photo viewer or the markup tool, which stays on the page), never mid-task,
 * whether or not it started under a worker. The first install asks for no reload (vite-plugin-pwa calls
 * `onNeedReload` only for an update or another page's install), since the page already runs that build.
 */
export function updateOptions(reload: () => void) {
  const reloadOnNextNavigation = () => {
    const address = pageAddress();
    const once = () => {
      if (pageAddress() === address) return;
      for (const type of NAVIGATIONS) window.removeEventListener(type, once);
      reload();
    };
    for (const type of NAVIGATIONS) window.addEventListener(type, once);
  };
  return { immediate: true, onNeedReload: reloadOnNextNavigation };
}
