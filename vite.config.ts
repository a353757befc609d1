import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import type { JobTab } from "./shared/job-tabs";
import dialogPanels from "./scripts/vite/dialog-panels.json";
import { inlineTheme } from "./scripts/vite/inline-theme";
import { noCookieHeader } from "./scripts/vite/swap-module";
import { sharePageBuild } from "./scripts/vite/share-page-build";
import { signedInPreloads } from "./scripts/vite/signed-in-preloads";

/** Each job tab's module, for a start on a job page to fetch the open tab's beside the page's own. */
const JOB_TAB_MODULES: Record<JobTab, string> = {
  overview: "web/pages/job-detail/overview-tab.tsx",
  wrapulator: "web/features/wrapulator/wrapulator-tab.tsx",
  photos: "web/features/photos/photos-tab.tsx",
  measurements: "web/features/measurements/measurements-tab.tsx",
  notes: "web/features/notes/notes-tab.tsx",
  files: "web/features/files/files-tab.tsx",
  backup: "web/pages/job-detail/backup-share-tab.tsx",
};

/**
 * The code of a dialog and of a confirmation (Radix's focus trap, scroll lock and portal), which each comes in when one
 * first opens (web/components/ui/dialog.tsx): a page with dialogs fetches it (not runs it) after its first screen,
 * so a dialog's first open is not two round trips, one for its own part and one for this. `scripts/bundle-size.mjs` checks
 * that no signed-in start loads them.
 */
const DIALOG_PANELS = dialogPanels;

/** What a signed-in start loads lazily: the query-backed app and its signed-in shell, then the page of the path. */
const SIGNED_IN_SHELL = ["web/query-app.tsx", "web/signed-in-app.tsx"];
const SIGNED_IN_PAGES = [
  {
    path: "^/$",
    modules: ["web/pages/dashboard/dashboard-page.tsx"],
    // Shown only on a wide screen, once a client has answered a design, or once a deletion or a new job is asked for
    // (and what shows a job made offline); fetched once the page is shown, so they do not share a weak signal with its
    // first screen, and a job can be made on a first visit that loses the signal.
    laterOnceShown: true,
    later: [
      "web/pages/dashboard/side-panel.tsx",
      "web/features/files/design-answers.tsx",
      "web/features/jobs/delete-job-confirm.tsx",
      ...DIALOG_PANELS,
      "web/features/jobs/new-job-dialog.tsx",
      "web/api/shown-values.ts",
    ],
  },
  {
    path: "^/jobs/[^/]+$",
    modules: ["web/pages/job-detail/job-route.tsx", "web/pages/job-detail/job-page-data.ts", "web/pages/job-detail/job-detail-page.tsx"],
    tabs: JOB_TAB_MODULES,
    // The page's other parts, fetched but not run, so the page works on if the signal goes before the service worker
    // holds the app; all but the Wrapulator, which decodes VINs online and was always loaded when opened.
    parts: "web/pages/job-detail/job-page-parts.ts",
    onlineOnly: ["web/features/wrapulator/wrapulator-tab.tsx"],
    // What its header and overview open, ahead of the other parts; all of them once the page is shown, as together
    // they are more than its first screen's own code.
    laterOnceShown: true,
    later: [
      "web/features/jobs/edit-job-dialog.tsx",
      ...DIALOG_PANELS,
      "web/features/jobs/delete-job-confirm.tsx",
      "web/features/estimates/vinyl-used-dialog.tsx",
      "web/api/shown-values.ts",
    ],
  },
  { path: "^/team$", modules: ["web/pages/team-page.tsx"], later: DIALOG_PANELS, laterOnceShown: true },
  { path: "^/insights$", modules: ["web/pages/insights-page.tsx"] },
  { path: "^/settings$", modules: ["web/pages/settings/settings-page.tsx"], later: DIALOG_PANELS, laterOnceShown: true },
];

/** Fetched by every signed-in start but run only when needed, so a toast can show once the signal has gone. */
const SIGNED_IN_LATER = ["web/components/ui/toaster.tsx"];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineTheme(),
    noCookieHeader(),
    signedInPreloads(SIGNED_IN_SHELL, SIGNED_IN_PAGES, SIGNED_IN_LATER),
    sharePageBuild(),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        name: "WrapPilot · Graphic Installer Assistant",
        short_name: "WrapPilot",
        description: "Jobs, measurements, photos and vinyl estimates for wrap installers, on the job site.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#0f172a",
        theme_color: "#0f172a",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "/index.html",
        // Share links open their own page (share.html) from the network, never the signed-in app.
        navigateFallbackDenylist: [/^\/api\//, /^\/shared\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
  ],
  build: {
    manifest: true,
    rollupOptions: {
      input: { app: "index.html" },
      output: {
        // One chunk each for React and for React Query, which every screen that uses them needs whole, instead of
        // pieces split by which lazy screens share them (each a request, and 2 KB more gzip on the dashboard).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // The API client, its HTTP helpers and lucide's icon base, which the entry and every lazy screen share: one file.
            {
              name: "core",
              test: /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|hono[\\/]dist[\\/](client|utils)[\\/])|web[\\/](api[\\/](client|http)|lib[\\/](bookmark|user-storage))\.ts|shared[\\/]http-headers/,
              priority: 1,
            },
            // Named so scripts/bundle-size.mjs can tell that no first screen runs it: building its schemas is a long task.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
    outDir: "dist",
    emptyOutDir: true,
  },
  server: {
    proxy: { "/api": "http://localhost:8787" },
  },
});
