import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { THEME_INIT_SCRIPT } from "../../shared/theme-init";
import type { AppBindings } from "../env";
import { TAB_START_SCRIPT } from "../lib/tab-start";

/** The inline scripts the app's HTML carries, each allowed by its hash rather than every inline script. */
const scriptHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(THEME_INIT_SCRIPT)} ${scriptHash(TAB_START_SCRIPT)}`,
  // Radix and react-remove-scroll inject small <style> blocks at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** A user's file is served sandboxed (no scripts, an opaque origin) on top of the app's policy, which this middleware keeps. */
export const SANDBOXED_POLICY = `sandbox; ${CONTENT_SECURITY_POLICY}`;

function applySecurityHeaders(headers: Headers, url: URL) {
  if (headers.get("Content-Security-Policy") !== SANDBOXED_POLICY) headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(self), microphone=(self), geolocation=(self)");
  const shared = url.pathname.startsWith("/shared/") || url.pathname.startsWith("/api/shared/");
  headers.set("Referrer-Policy", shared ? "no-referrer" : "strict-origin-when-cross-origin");
  // robots.txt only stops crawling: a share link posted somewhere public could still be indexed.
  if (shared) headers.set("X-Robots-Tag", "noindex, nofollow");
  if (url.protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
}

export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const response = new Response(c.res.body, c.res);
  applySecurityHeaders(response.headers, new URL(c.req.url));
  c.res = response;
});
