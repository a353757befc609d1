import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Plugin, build } from "vite";
import { inlineTheme } from "./inline-theme";
import { noCookieHeader, swapModule } from "./swap-module";

const runtime = (file: string) => resolve("web/share-page/runtime", file);

/**
 * After the app's build, builds the share page (share.html) into the same dist/ on Hono's React-compatible renderer
 * (`hono/jsx/dom`, 8 KB gzip) instead of React DOM (66 KB): the page a share link's client opens, on any phone and
 * any signal, stays within its 70 KB. Its components are the app's own, written against React's API; what Hono lacks
 * (`lazy`, class components, React DOM for Radix's dialog) is given by `web/share-page/runtime`.
 */
export function sharePageBuild(): Plugin {
  return {
    name: "wrappilot:share-page-build",
    apply: "build",
    // Before the service worker is written (vite-plugin-pwa's own hook is sequential too), so its precache lists the
    // share page's files as it did when they were one build.
    closeBundle: {
      sequential: true,
      async handler(error) {
        if (error) return;
        await build({
          configFile: false,
          logLevel: "warn",
          plugins: [
            react(),
            tailwindcss(),
            inlineTheme(),
            noCookieHeader(),
            swapModule("web/components/error-boundary.tsx", runtime("error-boundary.ts")),
            swapModule("web/components/markup/markup-frame.tsx", runtime("markup-frame.tsx")),
          ],
          resolve: {
            alias: [
              { find: /^react\/jsx-(dev-)?runtime$/, replacement: runtime("jsx-runtime.ts") },
              { find: /^react-dom\/client$/, replacement: "hono/jsx/dom/client" },
              { find: /^react(-dom)?$/, replacement: runtime("react.ts") },
            ],
          },
          build: {
            manifest: ".vite/share-manifest.json",
            rollupOptions: { input: { share: "share.html" } },
            outDir: "dist",
            emptyOutDir: false,
          },
        });
      },
    },
  };
}
