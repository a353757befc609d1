/**
 * The built PWA, served through the ASSETS binding (run_worker_first), with the caching the binding
 * cannot express: hashed files under /assets/ never change, while the HTML, the service worker and
 * the manifest must be revalidated so a deploy reaches installed apps; the icons may be a day old.
 */
import type { CurrentUser } from "../../shared/schemas/auth";
import type { Env } from "../env";
import { withPageUser } from "./page-user";
import { jobTabReads, screenReads } from "../../shared/screen-reads";
import { preloadsFor, withPreloads, withReadPreloads } from "./signed-in-preloads";
import { withTabStarts } from "./tab-start";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const PERSONAL = "private, no-cache";
/** The app's icons, kept a day: a start shows the logo three times (the loading page, the header, the tab's icon). */
const ICON = "public, max-age=86400";
const ICONS = /^\/(favicon\.svg|icons\/[\w-]+\.png)$/;
const ENTRY_POINTS = /^\/(sw\.js|registerSW\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

function isHtml(response: Response): boolean {
  return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}

/** The SPA fallback answers any unknown path with the app's HTML; a request for a file must get a 404 instead. */
function isSwallowedFile(path: string, response: Response): boolean {
  if (!isHtml(response)) return false;
  return path.startsWith("/assets/") || (FILE_NAME.test(path) && !/\.html?$/.test(path));
}

function cacheControlFor(path: string, response: Response): string | null {
  const found = response.status === 200 || response.status === 304;
  if (path.startsWith("/assets/") && found) return IMMUTABLE;
  if (isHtml(response) || ENTRY_POINTS.test(path)) return REVALIDATE;
  if (ICONS.test(path) && found) return ICON;
  return null;
}

/** A share link's page is its own small entry (share.html), not the signed-in app the SPA fallback would give. */
const SHARED_JOB_PAGE = /^\/shared\/[^/]+\/?$/;

function assetRequest(request: Request, path: string): Request {
  if (!SHARED_JOB_PAGE.test(path)) return request;
  return new Request(new URL("/share.html", request.url), { method: request.method, headers: request.headers });
}

/** The app's HTML for a path the app routes itself (not /index.html, which the service worker precaches for everyone). */
function isAppNavigation(request: Request, path: string): boolean {
  return request.method === "GET" && !SHARED_JOB_PAGE.test(path) && path !== "/index.html" && !FILE_NAME.test(path);
}

/** Who the request's session cookie signs in; asked only for a navigation the app's HTML answers. */
export type PageUser = () => Promise<CurrentUser | null>;

/**
 * A request with a session cookie gets the app's HTML with its start's chunks as modulepreloads and, when it is the
 * browser's own navigation (never a script's fetch, such as the service worker's precache of /index.html, which
 * the binding redirects here and would then serve to whoever uses the device next) and the session holds, its
 * user and its screen's first reads as preloads: always a whole 200 kept by no shared cache (no ETag to revalidate against, since the HTML differs by
 * cookie), asked of the binding without the browser's conditional headers.
 */
async function signedInHtml(assets: Env["ASSETS"], request: Request, pageUser: PageUser): Promise<Response | null> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  const user = request.headers.get("Sec-Fetch-Mode") === "navigate" ? pageUser() : null;
  const [response, files] = await Promise.all([assets.fetch(new Request(url, { method: "GET", headers })), preloadsFor(assets, url)]);
  if (response.status !== 200 || !isHtml(response)) return null;
  const html = withPreloads(await response.text(), files);
  const shownUser = await user;
  const withTabs = withTabStarts(html, files.tabs, shownUser ? jobTabReads(url.pathname) : null);
  const served = new Response(shownUser ? withPageUser(withReadPreloads(withTabs, screenReads(url.pathname)), shownUser) : withTabs, response);
  served.headers.delete("ETag");
  served.headers.delete("Last-Modified");
  served.headers.set("Cache-Control", PERSONAL);
  served.headers.set("Vary", "Cookie");
  return served;
}

/** `pageUser` is null for a request without a session cookie. */
export async function serveAsset(assets: Env["ASSETS"], request: Request, pageUser: PageUser | null): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (pageUser && isAppNavigation(request, path)) {
    const html = await signedInHtml(assets, request, pageUser);
    if (html) return html;
  }
  const response = await assets.fetch(assetRequest(request, path));
  if (isSwallowedFile(path, response)) {
    return new Response("Not found.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": REVALIDATE },
    });
  }
  const cacheControl = cacheControlFor(path, response);
  if (!cacheControl) return response;
  const served = new Response(response.body, response);
  served.headers.set("Cache-Control", cacheControl);
  return served;
}
