import type { Plugin } from "vite";
import { THEME_INIT_SCRIPT } from "../../shared/theme-init";

/** Writes the theme's first-paint script into each HTML page's head, before anything else runs. */
export function inlineTheme(): Plugin {
  return {
    name: "wrappilot:inline-theme",
    transformIndexHtml: { order: "pre", handler: (html) => html.replace("</title>", `</title>\n    <script>${THEME_INIT_SCRIPT}</script>`) },
  };
}
