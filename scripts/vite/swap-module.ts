import { resolve } from "node:path";
import type { Plugin } from "vite";

/** Builds with `replacement` wherever `module` (a path from the repository's root) would have been imported. */
export function swapModule(module: string, replacement: string): Plugin {
  return {
    name: "wrappilot:swap-module",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith(module.split("/").pop()!.replace(/\.tsx?$/, ""))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === resolve(module) ? resolve(replacement) : null;
    },
  };
}

/**
 * hono's client (`hc`) serializes cookies only for a request given its `cookie` option, which writes a Cookie header: a
 * header a browser's fetch never sends. Its serializer is swapped for `web/api/no-cookie-header.ts` in the browser's
 * builds, where it could do nothing but weigh on every first screen (0.5 KB gzip).
 */
export const noCookieHeader = () => swapModule("node_modules/hono/dist/utils/cookie.js", "web/api/no-cookie-header.ts");
