import { Moon, Sun } from "lucide-react";
import { Suspense, useState } from "react";
import { useTheme } from "../lib/theme";
import { buttonClasses } from "./ui/button";
import { lazyPage } from "./lazy-page";

const ThemeMenu = lazyPage(() => import("./theme-menu"));

/**
 * The theme button; its menu loads on the first tap and opens at once. Both header menus load this
 * way, as the menu and positioning code they share is about a tenth of the first screen's JavaScript.
 */
export function ThemeToggle() {
  const { theme, resolved } = useTheme();
  const [wanted, setWanted] = useState(false);
  const CurrentIcon = resolved === "dark" ? Moon : Sun;
  const trigger = (
    <button type="button" className={buttonClasses("ghost", "icon")} aria-label={`Theme: ${theme}`} aria-haspopup="menu" onClick={() => setWanted(true)}>
      <CurrentIcon aria-hidden className="h-5 w-5" />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ThemeMenu onLoadFailed={() => setWanted(false)} />
    </Suspense>
  );
}
