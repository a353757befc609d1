const rootRelative = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");

const parsed = (value: string): URL | null => {
  try {
    return new URL(value, "http://app.invalid");
  } catch {
    return null;
  }
};

/**
 * Same-origin app paths only: an absolute URL, `//host`, `/\host` or an API path is replaced by the default, also
 * when dot segments make it one (`/.//host` is `//host` once normalised, which a browser takes for a host).
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2000 || !rootRelative(value)) return fallback;
  const url = parsed(value);
  if (!url || url.origin !== "http://app.invalid" || !rootRelative(url.pathname) || url.pathname.startsWith("/api/") || url.pathname === "/api") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in address that comes back to `returnTo` afterwards; the dashboard needs no query. */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo || returnTo === "/") return path;
  const url = new URL(path, "http://app.invalid");
  url.searchParams.set("returnTo", returnTo);
  return `${url.pathname}${url.search}`;
}
