/**
 * The OpenID Connect client (openid-client v6, on oauth4webapi and jose): discovery and the provider's
 * keys are cached per isolate, and every check of the ID token is the library's. Its signature is checked
 * against the JWKS too (the library skips that by default for a token fetched over TLS), and two
 * checks it leaves out are added: `azp` must be this client whenever present, and `iat` may not lie in the future.
 */
import * as oidc from "openid-client";
import { isLoopback, type OidcSettings } from "../config";

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const REQUEST_TIMEOUT_S = 8;
const CLOCK_TOLERANCE_S = 30;

type Cached = { configuration: oidc.Configuration; at: number };
const configurations = new Map<string, Cached>();

/** Why a provider step failed, as the page will say it. */
export type ProviderFailure = "provider-down" | "provider-error" | "cancelled" | "invalid-token";

export class ProviderStepError extends Error {
  constructor(readonly failure: ProviderFailure, cause: unknown) {
    super(failure, { cause });
    this.name = "ProviderStepError";
  }
}

const cacheKey = (settings: OidcSettings) => JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);

/** Discovery, read on first use and kept for an hour; a provider that cannot be reached fails the step that needed it, and nothing is kept. */
async function providerConfiguration(settings: OidcSettings, now = Date.now()): Promise<oidc.Configuration> {
  const key = cacheKey(settings);
  const cached = configurations.get(key);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
  const issuer = new URL(settings.issuer);
  const configuration = await oidc
    .discovery(
      issuer,
      settings.clientId,
      { [oidc.clockTolerance]: CLOCK_TOLERANCE_S },
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
      {
        execute: [oidc.enableNonRepudiationChecks, ...(issuer.protocol === "http:" && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [])],
        timeout: REQUEST_TIMEOUT_S,
      },
    )
    .catch((error: unknown) => {
      throw new ProviderStepError("provider-down", error);
    });
  configuration.timeout = REQUEST_TIMEOUT_S;
  configurations.set(key, { configuration, at: now });
  return configuration;
}

export type LoginChecks = { state: string; nonce: string; codeVerifier: string };

/** How recent a sign-in at the provider must be when it is asked for as a re-check (connecting it, or confirming it is you). */
const FRESH_SIGN_IN_S = 120;

export async function authorizationUrl(settings: OidcSettings, redirectUri: string, checks: LoginChecks, fresh: boolean): Promise<URL> {
  const configuration = await providerConfiguration(settings);
  return oidc.buildAuthorizationUrl(configuration, {
    ...(fresh ? { prompt: "login", max_age: String(FRESH_SIGN_IN_S) } : {}),
    redirect_uri: redirectUri,
    scope: settings.scopes,
    response_type: "code",
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
  });
}

export const newLoginChecks = (): LoginChecks => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

export type VerifiedClaims = oidc.IDToken;

const UNREACHABLE_CODES = new Set(["OAUTH_TIMEOUT", "OAUTH_ABORT", "OAUTH_RESPONSE_IS_NOT_CONFORM", "OAUTH_RESPONSE_IS_NOT_JSON"]);

function classify(error: unknown): ProviderFailure {
  if (error instanceof ProviderStepError) return error.failure;
  if (error instanceof oidc.AuthorizationResponseError) return error.error === "access_denied" ? "cancelled" : "provider-error";
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500 ? "provider-down" : "provider-error";
  if (error instanceof TypeError) return "provider-down";
  if (error instanceof oidc.ClientError && error.code && UNREACHABLE_CODES.has(error.code)) return "provider-down";
  return "invalid-token";
}

/** Exchanges the code (with the PKCE verifier) and validates the ID token; throws a ProviderStepError saying why it failed. */
export async function completeLogin(settings: OidcSettings, callbackUrl: URL, checks: LoginChecks, fresh: boolean): Promise<VerifiedClaims> {
  try {
    const configuration = await providerConfiguration(settings);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
      ...(fresh ? { maxAge: FRESH_SIGN_IN_S } : {}),
    });
    const claims = tokens.claims();
    if (!claims) throw new ProviderStepError("invalid-token", new Error("No ID token"));
    if (claims.azp !== undefined && claims.azp !== settings.clientId) {
      throw new ProviderStepError("invalid-token", new Error("The ID token was issued to another client (azp)"));
    }
    if (claims.iat > Date.now() / 1000 + CLOCK_TOLERANCE_S) {
      throw new ProviderStepError("invalid-token", new Error("The ID token is issued in the future (iat)"));
    }
    return claims;
  } catch (error) {
    if (error instanceof ProviderStepError) throw error;
    throw new ProviderStepError(classify(error), error);
  }
}
