import { exports } from "cloudflare:workers";
import { hc } from "hono/client";
import type { AppType } from "../app";

export const ORIGIN = "http://localhost:8787";

type Init = {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  withoutOrigin?: boolean;
};

export function call(path: string, init: Init = {}): Promise<Response> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { ...init.headers };
  const safe = method === "GET" || method === "HEAD";
  if (!safe && !init.withoutOrigin && !("Origin" in headers)) headers.Origin = ORIGIN;
  if (init.cookie) headers.Cookie = init.cookie;
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    headers["Content-Type"] ??= "application/json";
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" }));
}

/**
 * The typed client over the Worker's own entry, built as Hono's testClient builds it but sent through
 * exports.default.fetch (the real bindings and execution context) rather than app.request. Each answer is
 * typed by its route's c.json; signed in with `cookie` when given, and writes carry the Origin the
 * origin check asks for, as `call` does.
 */
export function apiClient(cookie?: string) {
  const send = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, { ...init, redirect: "manual" });
    const safe = request.method === "GET" || request.method === "HEAD";
    if (!safe && !request.headers.has("Origin")) request.headers.set("Origin", ORIGIN);
    if (cookie) request.headers.set("Cookie", cookie);
    return exports.default.fetch(request);
  };
  return hc<AppType>(ORIGIN, { fetch: send }).api;
}

/** The `name=value` pair of the cookie a response sets, with or without the __Host- prefix. */
export function cookieSetBy(response: Response, name: string): string {
  const pairs = response.headers.getSetCookie().map((header) => header.split(";")[0] ?? "");
  const pair = pairs.find((candidate) => candidate.startsWith(`${name}=`) || candidate.startsWith(`__Host-${name}=`));
  if (!pair) throw new Error(`No ${name} cookie in response: ${pairs.join(", ")}`);
  return pair;
}

export function sessionCookie(response: Response): string {
  return cookieSetBy(response, "wp_session");
}

export function deviceCookie(response: Response): string {
  return cookieSetBy(response, "wp_device");
}

let counter = 0;

export function uniqueUser(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `installer${tag}@example.com`,
    username: `installer${tag}`,
    password: "wrap-it-right",
    firstName: "Dana",
    lastName: "Reyes",
    ...overrides,
  };
}

/** Each test account signs up from its own address (198.18.0.0/15, set aside for tests), clear of the per-address sign-up limit. */
const testAddress = () => `198.18.${Math.floor(counter / 250)}.${counter % 250}`;

export async function signUp(overrides: Record<string, string> = {}) {
  const user = uniqueUser(overrides);
  const response = await call("/api/auth/signup", { body: user, headers: { "CF-Connecting-IP": testAddress() } });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return { user, cookie: sessionCookie(response), response, body: await response.json<{ id: string }>() };
}
