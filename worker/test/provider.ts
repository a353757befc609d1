import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import app from "../app";
import { ORIGIN, cookieSetBy } from "./http";

/** The fake provider (scripts/fake-oidc.mjs) answers every host under idp.test, with that host as issuer; its client is this one. */
export const providerEnv = (issuer = "https://idp.test") => ({
  ...env,
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: "wrappilot-test",
  OIDC_CLIENT_SECRET: "test-client-secret",
  OIDC_PROVIDER_NAME: "Test ID",
});

type SendInit = { cookie?: string; env?: object; address?: string; method?: string; origin?: string; json?: unknown };

/** A request to the Worker under the given variables (with the fake provider's by default). */
export async function send(path: string, init: SendInit = {}): Promise<Response> {
  const headers = new Headers({ "CF-Connecting-IP": init.address ?? "198.19.0.1" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.method && init.method !== "GET") headers.set("Origin", init.origin ?? ORIGIN);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`${init.origin ?? ORIGIN}${path}`, { method: init.method, headers, body, redirect: "manual" }), init.env ?? providerEnv(), context);
  await waitOnExecutionContext(context);
  return response;
}

export const locationOf = (response: Response) => response.headers.get("Location") ?? "";

let addresses = 0;
/** A fresh client address per flow (198.19.0.0/16, set aside for tests), so failure limits of one test do not reach another. */
export const freshAddress = () => {
  addresses += 1;
  return `198.19.${1 + Math.floor(addresses / 250)}.${addresses % 250}`;
};

export type ProviderAnswer = Partial<Record<"sub" | "email" | "email_verified" | "name" | "given_name" | "family_name" | "picture" | "scenario" | "error", string>>;

export type Flow = { login: Response; flowCookie: string; callbackPath: string };

/** `/api/login`, then the provider's consent (answered as `answer` says): where the browser is sent back to. */
export async function startFlow(answer: ProviderAnswer, init: SendInit & { query?: string } = {}): Promise<Flow> {
  const login = await send(`/api/login${init.query ?? ""}`, init);
  if (login.status !== 302) throw new Error(`/api/login answered ${login.status}`);
  const authorize = new URL(locationOf(login));
  for (const [name, value] of Object.entries(answer)) authorize.searchParams.set(name, value);
  const consent = await fetch(authorize, { redirect: "manual" });
  const back = new URL(locationOf(consent));
  return { login, flowCookie: cookieSetBy(login, "wp_oidc_flow"), callbackPath: `${back.pathname}${back.search}` };
}

export async function finishFlow(flow: Flow, init: SendInit = {}): Promise<Response> {
  return send(flow.callbackPath, { ...init, cookie: [init.cookie, flow.flowCookie].filter(Boolean).join("; ") });
}

/** The whole redirect dance: the callback's answer. */
export async function providerSignIn(answer: ProviderAnswer, init: SendInit & { query?: string } = {}): Promise<Response> {
  const address = init.address ?? freshAddress();
  return finishFlow(await startFlow(answer, { ...init, address }), { ...init, address });
}

let subjects = 0;
export const freshSubject = () => `subject-${Date.now().toString(36)}-${(subjects += 1)}`;
