/**
 * A sign-in through the provider between `/api/login` and the callback: its state, nonce and PKCE
 * verifier, where to go afterwards and why it was started, kept only in a 10-minute HttpOnly cookie. Over https it is
 * a `__Host-` cookie, which no other host under the domain can set, so a subdomain cannot plant a flow of its own
 * (its state and verifier, then its own code at the callback) to sign a visitor in as someone else; it is then sent
 * on the whole site, as the prefix requires, until the callback clears it. Over plain http (local runs) it is scoped
 * to the callback.
 */
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import * as z from "zod";
import { PROVIDER_INTENTS } from "../../shared/domain/provider-sign-in";
import type { AppBindings } from "../env";
import type { LoginChecks } from "./oidc-client";
import { hostOnly, isSecure, readHostCookie } from "./host-cookie";

const COOKIE = "wp_oidc_flow";
const COOKIE_PATH = "/api/auth/callback";
const FLOW_TTL_MS = 10 * 60 * 1000;

const FlowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  returnTo: z.string(),
  intent: z.enum(PROVIDER_INTENTS),
  startedAt: z.number(),
});
export type ProviderFlow = z.infer<typeof FlowSchema>;

const cookieOptions = (c: Context<AppBindings>) => ({ path: isSecure(c) ? "/" : COOKIE_PATH, httpOnly: true, sameSite: "Lax" as const, ...hostOnly(c) });

export function keepFlow(c: Context<AppBindings>, checks: LoginChecks, flow: Pick<ProviderFlow, "returnTo" | "intent">, now = Date.now()) {
  const value: ProviderFlow = { ...checks, ...flow, startedAt: now };
  setCookie(c, COOKIE, btoa(JSON.stringify(value)), { ...cookieOptions(c), maxAge: FLOW_TTL_MS / 1000 });
}

/** The flow this browser started, if it is still fresh; read once, the cookie is cleared. */
export function takeFlow(c: Context<AppBindings>, now = Date.now()): ProviderFlow | null {
  const raw = readHostCookie(c, COOKIE);
  if (raw === undefined) return null;
  deleteCookie(c, COOKIE, cookieOptions(c));
  let decoded: unknown;
  try {
    decoded = JSON.parse(atob(raw));
  } catch {
    return null;
  }
  const flow = FlowSchema.safeParse(decoded);
  if (!flow.success || now - flow.data.startedAt > FLOW_TTL_MS || flow.data.startedAt > now) return null;
  return flow.data;
}
