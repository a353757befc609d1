import * as Menu from "@radix-ui/react-dropdown-menu";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import type { Theme } from "../../shared/constants";
import { useTheme } from "../lib/theme";
import { buttonClasses } from "./ui/button";
import { menuContentClasses, menuItemClasses } from "./ui/menu-classes";

const OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/** The theme menu itself, loaded on the first tap of the theme button (see ThemeToggle). */
export default function ThemeMenu() {
  const { theme, resolved, setTheme } = useTheme();
  const CurrentIcon = resolved === "dark" ? Moon : Sun;
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger className={buttonClasses("ghost", "icon")} aria-label={`Theme: ${theme}`}>
        <CurrentIcon aria-hidden className="h-5 w-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className={menuContentClasses}>
          <Menu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {OPTIONS.map(({ value, label, icon: Icon }) => (
              <Menu.RadioItem key={value} value={value} className={menuItemClasses}>
                <Icon aria-hidden className="h-4 w-4" />
                <span className="flex-1">{label}</span>
                <Menu.ItemIndicator>
                  <Check aria-hidden className="h-4 w-4" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
