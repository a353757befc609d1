import { installTooltips } from "./components/ui/tooltips";
import { leaveReloadedLayerEntry } from "./lib/back-closes";

/** What the app sets up once its first screen is shown, fetched then rather than with that screen. */
export function onceShown() {
  installTooltips();
  leaveReloadedLayerEntry();
}
