import { readdirSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { builtinRules } from "eslint/use-at-your-own-risk";
import tseslint from "typescript-eslint";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "web/test/**"];
const TYPED = ["{web,worker,shared,e2e}/**/*.{ts,tsx}", "scripts/*.ts"];
/** The public share-link page; either spelling, so the rule survives the page's rename. */
const SHARE_PAGE = "web/share{,-page}";
const WEB_ROOT_FILES = ["web/app.tsx", "web/main.tsx", "web/signed-in-app.tsx", "web/signed-in-layout.tsx"];
const LAYERS = "Layers only look down: pages > features > components > lib, and api below features (docs: architecture.md).";

/**
 * What a feature may take from another feature: feedback (failure toasts, the queued-save note) is
 * every feature's, the rest are the modules a feature offers others (picking or starting a job, the
 * estimate a roll plan becomes, the field labels a queued write is described with, the markup editor
 * a photo opens, the template library a new job picks from).
 */
const FEATURE_EXPORTS = {
  feedback: ["feedback"],
  jobs: ["jobs/job-picker.tsx", "jobs/new-job-store.ts", "jobs/job-form.ts"],
  measurements: ["measurements/measurement-edit-state.ts", "measurements/length-unit-preference.ts"],
  estimates: ["estimates/estimate-draft.ts", "estimates/estimate-dialog.tsx", "estimates/estimates-section.tsx"],
  markup: ["markup/markup-editor.tsx"],
  templates: ["templates/vehicle-template-library.tsx"],
  photos: ["photos/photo-outbox-runtime.ts"],
  notes: ["notes/voice-outbox-runtime.ts"],
  files: ["files/file-outbox-runtime.ts"],
  settings: ["settings/provider-proof.tsx"],
};
const FEATURES = readdirSync(new URL("web/features", import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const SHARED_FEATURE_MODULES = Object.values(FEATURE_EXPORTS).flat();

/** A web folder may not import these web folders, nor the app's root files. */
const webZone = (target, forbidden) => ({
  target: `${target}/**`,
  from: [...forbidden.map((name) => `web/${name}`), ...WEB_ROOT_FILES],
  message: `${target} may not import this. ${LAYERS}`,
});

const featureZone = (feature) => ({
  target: `web/features/${feature}`,
  from: "web/features",
  except: [...new Set([feature, ...SHARED_FEATURE_MODULES.filter((path) => !path.startsWith(`${feature}/`))])],
  message: "A feature takes from another feature only what FEATURE_EXPORTS in eslint.config.js lists.",
});

const BOUNDARIES = [
  webZone("web/lib", ["api", "components", "features", "pages"]),
  webZone("web/offline", ["api", "components", "features", "pages"]),
  webZone("web/api", ["components", "features", "pages"]),
  webZone("web/components", ["api", "features", "pages"]),
  webZone("web/features", ["pages"]),
  webZone("web/pages", []),
  webZone(SHARE_PAGE, ["api", "features", "pages"]),
  ...FEATURES.map(featureZone),
  { target: "web", from: "worker", except: ["app.ts"], message: "The web app takes only `import type { AppType }` from the Worker." },
  { target: "worker", from: "web", message: "The Worker never imports the web app." },
  { target: "shared", from: ".", except: ["shared", "node_modules"], message: "shared/ imports only zod and its own files." },
];

/** `import { z }` takes zod's whole namespace object, every locale with it: about 550 KB more Worker bundle. */
const ZOD_AS_NAMESPACE = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Write `import * as z from \"zod\"`: the named z export keeps all of zod (every locale) in the Worker bundle.",
};

const RECOMMENDED_CORE = Object.fromEntries(
  [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, "error"]),
);
const NODE_GLOBALS = ["AbortController", "AbortSignal", "Blob", "Buffer", "FormData", "Headers", "Request", "Response", "TextDecoder", "TextEncoder", "URL", "URLSearchParams", "clearInterval", "clearTimeout", "console", "crypto", "fetch", "performance", "process", "setInterval", "setTimeout", "structuredClone"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".wrangler/**", "test-results/**", "playwright-report/**", "public/**", "worker/worker-configuration.d.ts"] },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { maxDepth: 12, ignoreExternal: true }] },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser },
    plugins: { "@typescript-eslint": tseslint.plugin },
  },
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "*.js"],
    languageOptions: { globals: Object.fromEntries(NODE_GLOBALS.map((name) => [name, "readonly"])) },
    rules: { ...RECOMMENDED_CORE, "no-empty": ["error", { allowEmptyCatch: true }] },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["{web,worker,shared}/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: { "import-x/no-restricted-paths": ["error", { zones: BOUNDARIES }], "no-restricted-syntax": ["error", ZOD_AS_NAMESPACE] },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+worker/", allowTypeImports: true, message: "The web app takes only `import type { AppType }` from the Worker." }] },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^(?!\\.|zod(/|$))", message: "shared/ imports only zod and its own files." }] }] },
  },
);
