import { type Context, Hono } from "hono";
import { PROVIDER_INTENTS, type ProviderIntent, type ProviderOutcome } from "../../shared/domain/provider-sign-in";
import { safeReturnTo, withReturnTo } from "../../shared/domain/return-to";
import type { OidcSettings } from "../config";
import { logActivity } from "../db/queries/activity";
import { emailInUse, findIdentityOwner, insertExternalUser, insertIdentity, markReauthenticated } from "../db/queries/identities";
import { takeConnectPermit } from "../db/queries/sessions";
import type { AppBindings } from "../env";
import { findTrustedDevice, trustDevice } from "../lib/device-cookie";
import { AppError } from "../lib/errors";
import { authorizationUrl, completeLogin, newLoginChecks, ProviderStepError, type VerifiedClaims } from "../lib/oidc-client";
import { claimedEmail, profileFromClaims } from "../lib/provider-profile";
import { type ProviderFlow, keepFlow, takeFlow } from "../lib/provider-flow";
import { startSession } from "../lib/session";
import { PROVIDER_CALLBACK_FAILURES, clientAddress, releaseThrottleSlot, signupsPerAddress, takeThrottleSlot } from "../lib/throttle";
import { bookmarkInCookie } from "../middleware/database";
import { appOrigin } from "../middleware/origin-check";

const CALLBACK_PATH = "/api/auth/callback";
/** How long the password given under Sign-in methods lets the session start connecting a provider. */
const CONNECT_PERMIT_MS = 10 * 60 * 1000;

const isIntent = (value: string | undefined): value is ProviderIntent => PROVIDER_INTENTS.some((intent) => intent === value);

/** A flow that signs someone in (a plain sign-in, or one after a session ended), not one for the signed-in user. */
const signsIn = (intent: ProviderIntent) => intent === "login" || intent === "resume";

/**
 * Where a flow lands: sign-in problems on /login, which still knows where the sign-in was to go back to, and a
 * signed-in user's connect or re-check back where it started.
 */
function landing(intent: ProviderIntent, returnTo: string, outcome: ProviderOutcome): string {
  const url = new URL(signsIn(intent) ? withReturnTo("/login", returnTo) : returnTo, "http://app.invalid");
  url.searchParams.set("provider", outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A 429 from the limiter becomes an outcome the page explains; anything else is a real error. */
async function withinLimit<T>(take: () => Promise<T>): Promise<T | null> {
  try {
    return await take();
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return null;
    throw error;
  }
}

type Verified = { c: Context<AppBindings>; settings: OidcSettings; flow: ProviderFlow; claims: VerifiedClaims };

/** The sign-in proper: the account holding this (issuer, subject), or a new one; never an account found by its email. */
async function signIn({ c, settings, flow, claims }: Verified): Promise<ProviderOutcome | null> {
  const db = c.var.db;
  const key = { issuer: settings.issuer, subject: claims.sub };
  let userId = await findIdentityOwner(db, key);
  if (!userId && flow.intent === "resume") return "no-account";
  if (!userId) {
    const profile = profileFromClaims(claims);
    const email = claimedEmail(claims);
    if (email && (await emailInUse(db, email))) return "email-in-use";
    const address = await clientAddress(db, c.req);
    const slot = await withinLimit(() => takeThrottleSlot(db, [`signup:ip:${address}`], signupsPerAddress(c.var.config.signupsPerAddressPerHour)));
    if (!slot) return "signup-limit";
    const created = await insertExternalUser(db, profile, key, email).catch(async (error: unknown) => {
      await releaseThrottleSlot(db, slot);
      if (await findIdentityOwner(db, key)) return null;
      if (email && (await emailInUse(db, email))) return "email-in-use" as const;
      throw error;
    });
    if (created === "email-in-use") return created;
    userId = created?.id ?? (await findIdentityOwner(db, key));
    if (!userId) throw new Error("The provider's account vanished while signing in");
  }
  await startSession(c, db, userId, { reauthAt: typeof claims.auth_time === "number" ? claims.auth_time * 1000 : undefined });
  await trustDevice(c, db, userId, await findTrustedDevice(c, db, userId));
  return null;
}

/**
 * The permit the password gave is checked when connecting starts and used up only here, once the provider has
 * answered: a start left unfinished (a link from another site, a provider that is down) does not spend it.
 */
async function connect({ c, settings, claims }: Verified): Promise<ProviderOutcome> {
  const db = c.var.db;
  const me = c.var.user;
  if (!me) return "not-signed-in";
  if (!(await takeConnectPermit(db, c.var.sessionId ?? "", Date.now() - CONNECT_PERMIT_MS))) return "password-needed";
  const key = { issuer: settings.issuer, subject: claims.sub };
  const owner = await findIdentityOwner(db, key);
  if (owner) return owner === me.id ? "connected" : "identity-taken";
  const inserted = await insertIdentity(db, me.id, key, claimedEmail(claims)).then(
    () => true,
    () => false,
  );
  if (!inserted) {
    const raced = await findIdentityOwner(db, key);
    return raced === me.id ? "connected" : raced ? "identity-taken" : "already-connected";
  }
  await logActivity(db, { userId: me.id, ownerId: me.id, jobId: null, action: "connected_sign_in", details: `Connected sign-in with ${settings.providerName}` });
  return "connected";
}

async function reauthenticate({ c, settings, claims }: Verified): Promise<ProviderOutcome> {
  const me = c.var.user;
  const sid = c.var.sessionId;
  if (!me || !sid) return "not-signed-in";
  const owner = await findIdentityOwner(c.var.db, { issuer: settings.issuer, subject: claims.sub });
  if (owner !== me.id) return "wrong-account";
  await markReauthenticated(c.var.db, sid, Date.now());
  return "reauthenticated";
}

export const providerSignInRoutes = new Hono<AppBindings>()
  /** Whether the provider buttons show, and what they are called. */
  .get("/auth/provider", (c) => {
    const settings = c.var.config.oidc;
    return c.json(settings ? { name: settings.providerName } : null);
  })
  /**
   * Spec §7: the browser goes to the provider (Authorization Code with PKCE). `intent` connect and reauth need a
   * session, and ask the provider for a fresh sign-in (prompt=login, max_age) that the ID token's auth_time must show.
   */
  .get("/login", async (c) => {
    c.header("Cache-Control", "no-store");
    const settings = c.var.config.oidc;
    const asked = c.req.query("intent");
    const intent = isIntent(asked) ? asked : "login";
    const returnTo = safeReturnTo(c.req.query("returnTo"), signsIn(intent) ? "/" : "/settings");
    if (!settings) return c.redirect(intent === "resume" ? withReturnTo("/login", returnTo) : landing("login", signsIn(intent) ? returnTo : "/", "unavailable"), 302);
    if (!signsIn(intent) && !c.var.user) return c.redirect(landing("login", returnTo, "not-signed-in"), 302);
    if (intent === "connect" && !((c.var.sessionData?.connectPermitAt ?? 0) > Date.now() - CONNECT_PERMIT_MS)) {
      return c.redirect(landing(intent, returnTo, "password-needed"), 302);
    }
    const checks = newLoginChecks();
    try {
      const target = await authorizationUrl(settings, `${appOrigin(c)}${CALLBACK_PATH}`, checks, !signsIn(intent));
      keepFlow(c, checks, { returnTo, intent });
      return c.redirect(target.href, 302);
    } catch (error) {
      if (!(error instanceof ProviderStepError)) throw error;
      console.error(JSON.stringify({ event: "provider_unreachable", step: "login", error: String(error.cause) }));
      return c.redirect(landing(intent, returnTo, error.failure), 302);
    }
  })
  .get("/auth/callback", async (c) => {
    c.header("Cache-Control", "no-store");
    bookmarkInCookie(c);
    const settings = c.var.config.oidc;
    if (!settings) return c.redirect("/login?provider=unavailable", 302);
    const db = c.var.db;
    const flow = takeFlow(c);
    const fail = (outcome: ProviderOutcome) => c.redirect(flow ? landing(flow.intent, flow.returnTo, outcome) : landing("login", "/", outcome), 302);

    const address = await clientAddress(db, c.req);
    const slot = await withinLimit(() => takeThrottleSlot(db, [`provider-callback:ip:${address}`], PROVIDER_CALLBACK_FAILURES));
    if (!slot) return fail("rate-limited");
    if (!flow) return fail("expired");
    const requested = new URL(c.req.url);
    if (requested.searchParams.get("state") !== flow.state) return fail("state-mismatch");

    let claims: VerifiedClaims;
    try {
      claims = await completeLogin(settings, new URL(`${CALLBACK_PATH}${requested.search}`, appOrigin(c)), flow, !signsIn(flow.intent));
    } catch (error) {
      if (!(error instanceof ProviderStepError)) throw error;
      console.error(JSON.stringify({ event: "provider_sign_in_failed", failure: error.failure, error: String(error.cause) }));
      return fail(error.failure);
    }

    const verified = { c, settings, flow, claims };
    if (signsIn(flow.intent)) {
      const refused = await signIn(verified);
      if (refused) return fail(refused);
      await releaseThrottleSlot(db, slot);
      return c.redirect(flow.returnTo, 302);
    }
    const outcome = flow.intent === "connect" ? await connect(verified) : await reauthenticate(verified);
    if (outcome === "connected" || outcome === "reauthenticated") await releaseThrottleSlot(db, slot);
    return c.redirect(landing(flow.intent, flow.returnTo, outcome), 302);
  });
