import { posix } from "node:path";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const RULE = "@typescript-eslint/no-restricted-imports";
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "web/test/**"];
const WEB_ROOT_FILES = ["web/app", "web/main", "web/signed-in-app", "web/signed-in-layout"];
const LAYERS_TEXT = "Layers only look down: pages > features > components > lib, and api below features (docs: architecture.md).";
const NESTING = [0, 1, 2, 3];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern per forbidden target, written as the relative path a file in `dir` would use to reach it. */
function patterns(dir, targets, message, options = {}) {
  return targets.map((target) => {
    const relative = posix.relative(dir, target);
    const spelled = relative.startsWith(".") ? relative : `./${relative}`;
    return { regex: `^${escape(spelled)}(/|$)`, message, ...options };
  });
}

/**
 * no-restricted-imports matches import text, not resolved paths, so each folder gets one entry per
 * nesting level, where every file reaches a forbidden folder by the same relative path.
 */
function layer(folder, rules) {
  return NESTING.map((nesting) => {
    const glob = `${folder}/${"*/".repeat(nesting)}*.{ts,tsx}`;
    const dir = `${folder}${"/x".repeat(nesting)}`;
    return { files: [glob], ignores: TESTS, rules: { [RULE]: ["error", { patterns: rules(dir) }] } };
  });
}

const workerTypesOnly = (dir) =>
  patterns(dir, ["worker"], "The web app takes only `import type { AppType }` from the Worker.", { allowTypeImports: true });

const webLayer = (folder, forbidden) =>
  layer(folder, (dir) => [
    ...workerTypesOnly(dir),
    ...patterns(dir, [...forbidden.map((name) => `web/${name}`), ...WEB_ROOT_FILES], `${folder} may not import this. ${LAYERS_TEXT}`),
  ]);

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".wrangler/**", "test-results/**", "playwright-report/**", "public/**", "**/*.js", "**/*.mjs", "worker/worker-configuration.d.ts"] },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser },
    plugins: { "@typescript-eslint": tseslint.plugin },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["web/*.{ts,tsx}"], rules: { [RULE]: ["error", { patterns: workerTypesOnly("web") }] } },
  ...webLayer("web/lib", ["api", "components", "features", "pages"]),
  ...webLayer("web/offline", ["api", "components", "features", "pages"]),
  ...webLayer("web/api", ["components", "features", "pages"]),
  ...webLayer("web/components", ["api", "features", "pages"]),
  ...webLayer("web/features", ["pages"]),
  ...webLayer("web/pages", []),
  ...webLayer("web/share", ["api", "features", "pages"]),
  ...layer("worker", (dir) => patterns(dir, ["web"], "The Worker never imports the web app.")),
  ...layer("shared", (dir) => [
    { regex: "^(?!\\.|zod(/|$))", message: "shared/ imports only zod and its own files." },
    { regex: `^${escape(posix.relative(dir, "."))}/(?!shared/)`, message: "shared/ imports only zod and its own files." },
  ]),
);
