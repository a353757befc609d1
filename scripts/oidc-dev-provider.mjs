/**
 * A real OpenID Connect provider (the `oidc-provider` package, with its development login and consent
 * pages) for the browser tests and for trying provider sign-in locally:
 *
 *   OIDC_DEV_PORT=8792 node scripts/oidc-dev-provider.mjs
 *   OIDC_ISSUER=http://127.0.0.1:8792 OIDC_CLIENT_ID=wrappilot-dev OIDC_CLIENT_SECRET=dev-secret npm start
 *
 * Any login name and password sign in; the login name is the subject, and the email is
 * `{login}@provider.test` (verified), so a test controls who signs in by what it types.
 * OIDC_DEV_REDIRECT_URIS lists the app's callbacks (comma-separated; default the `npm start` one).
 */
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_DEV_PORT ?? 8792);
const issuer = `http://127.0.0.1:${port}`;
const redirectUris = (process.env.OIDC_DEV_REDIRECT_URIS ?? "http://localhost:8787/api/auth/callback,http://127.0.0.1:8787/api/auth/callback").split(",");

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: "wrappilot-dev",
      client_secret: "dev-secret",
      redirect_uris: redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
  conformIdTokenClaims: false,
  cookies: { keys: ["wrappilot-dev-provider-cookie-key"] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@provider.test`, email_verified: true, given_name: "Provider", family_name: sub, name: `Provider ${sub}` }),
    };
  },
});

provider.listen(port, "127.0.0.1", () => console.log(`oidc-provider listening on ${issuer}`));
