/**
 * A stand-in OpenID Connect provider for the Worker's tests, answering every host under idp.test with
 * that host as its issuer (`down.idp.test` answers 503 to everything). It serves discovery and a JWKS,
 * and signs ID tokens with jose using the key the JWKS serves.
 *
 * `GET /authorize` redirects straight back with a code, as a provider does after the user agrees; the
 * code carries the request (nonce, PKCE challenge) and what the test asked for in extra parameters:
 * `sub`, `email`, `email_verified`, `name`, `given_name`, `family_name`, `picture`, `error` (sent back
 * instead of a code) and `scenario`, one of: ok, bad-signature, wrong-iss, wrong-aud, azp-mismatch,
 * expired, iat-future, wrong-nonce, alg-none, hs256-public-key, stale-auth (signed in an hour ago), token-error (400 invalid_grant),
 * token-down (503). `POST /token` checks the client secret and the PKCE verifier before answering.
 * `GET /__calls` counts discovery and JWKS reads per host.
 */
import { SignJWT, base64url, exportJWK, exportSPKI, generateKeyPair } from "jose";

const FAKE_OIDC_CLIENT = { id: "wrappilot-test", secret: "test-client-secret" };
const KID = "fake-key-1";
const signing = await generateKeyPair("RS256", { extractable: true });
const impostor = await generateKeyPair("RS256", { extractable: true });
const publicJwk = { ...(await exportJWK(signing.publicKey)), kid: KID, alg: "RS256", use: "sig" };
const publicPem = new TextEncoder().encode(await exportSPKI(signing.publicKey));

const calls = {};
const count = (host, what) => {
  calls[host] ??= { discovery: 0, jwks: 0, token: 0 };
  calls[host][what] += 1;
};

const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const encode = (value) => base64url.encode(JSON.stringify(value));
const decode = (value) => JSON.parse(new TextDecoder().decode(base64url.decode(value)));

async function s256(verifier) {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

function authorize(url, issuer) {
  const q = url.searchParams;
  const back = new URL(q.get("redirect_uri"));
  back.searchParams.set("state", q.get("state") ?? "");
  if (q.get("error")) {
    back.searchParams.set("error", q.get("error"));
  } else {
    const wrong = q.get("client_id") !== FAKE_OIDC_CLIENT.id || q.get("response_type") !== "code" || q.get("code_challenge_method") !== "S256";
    if (wrong || !q.get("scope")?.split(" ").includes("openid")) return json({ error: "invalid_request" }, 400);
    const claims = Object.fromEntries(["sub", "email", "name", "given_name", "family_name", "picture"].flatMap((name) => (q.has(name) ? [[name, q.get(name)]] : [])));
    if (q.has("email_verified")) claims.email_verified = q.get("email_verified") === "true";
    back.searchParams.set(
      "code",
      encode({ issuer, scenario: q.get("scenario") ?? "ok", nonce: q.get("nonce"), challenge: q.get("code_challenge"), redirectUri: q.get("redirect_uri"), claims }),
    );
  }
  return new Response(null, { status: 302, headers: { Location: back.href } });
}

async function idToken(grant) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: grant.scenario === "wrong-iss" ? "https://elsewhere.test" : grant.issuer,
    aud: grant.scenario === "wrong-aud" ? "someone-else" : FAKE_OIDC_CLIENT.id,
    sub: "user-1",
    iat: grant.scenario === "iat-future" ? now + 3600 : now,
    auth_time: grant.scenario === "stale-auth" ? now - 3600 : now,
    exp: grant.scenario === "expired" ? now - 600 : now + 300,
    nonce: grant.scenario === "wrong-nonce" ? "another-nonce" : grant.nonce,
    ...(grant.scenario === "azp-mismatch" ? { azp: "someone-else" } : {}),
    ...grant.claims,
  };
  if (grant.scenario === "alg-none") return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
  if (grant.scenario === "hs256-public-key") return new SignJWT(payload).setProtectedHeader({ alg: "HS256", kid: KID }).sign(publicPem);
  const key = grant.scenario === "bad-signature" ? impostor.privateKey : signing.privateKey;
  return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: KID }).sign(key);
}

async function token(request, host) {
  count(host, "token");
  const form = new URLSearchParams(await request.text());
  if (form.get("client_id") !== FAKE_OIDC_CLIENT.id || form.get("client_secret") !== FAKE_OIDC_CLIENT.secret) return json({ error: "invalid_client" }, 401);
  let grant;
  try {
    grant = decode(form.get("code") ?? "");
  } catch {
    return json({ error: "invalid_grant" }, 400);
  }
  if (grant.scenario === "token-down") return new Response("Service Unavailable", { status: 503 });
  const verified = (await s256(form.get("code_verifier") ?? "")) === grant.challenge && form.get("redirect_uri") === grant.redirectUri;
  if (grant.scenario === "token-error" || !verified) return json({ error: "invalid_grant", error_description: "The code is not valid" }, 400);
  return json({ access_token: "fake-access-token", token_type: "Bearer", expires_in: 300, id_token: await idToken(grant) });
}

export async function handleFakeOidc(request) {
  const url = new URL(request.url);
  const host = url.host;
  if (host.startsWith("down.")) return new Response("Service Unavailable", { status: 503 });
  const issuer = url.origin;
  switch (url.pathname) {
    case "/.well-known/openid-configuration":
      count(host, "discovery");
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_post"],
      });
    case "/jwks":
      count(host, "jwks");
      return json({ keys: [publicJwk] });
    case "/authorize":
      return authorize(url, issuer);
    case "/token":
      return token(request, host);
    case "/__calls":
      return json(calls[host] ?? { discovery: 0, jwks: 0, token: 0 });
    default:
      return json({ error: "not_found" }, 404);
  }
}
