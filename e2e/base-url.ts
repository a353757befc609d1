export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** A second copy of the app with sign-in through a real OpenID Connect provider (scripts/oidc-dev-provider.mjs) turned on. */
export const E2E_PROVIDER_APP_URL = `http://127.0.0.1:${E2E_PORT + 2}`;
export const E2E_PROVIDER_URL = `http://127.0.0.1:${E2E_PORT + 3}`;
