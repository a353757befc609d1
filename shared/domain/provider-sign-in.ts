/**
 * How a sign-in through the identity provider ended, when it did not simply sign the user in: the Worker
 * redirects with `?provider={outcome}` and the page shows the matching sentence.
 */
const PROVIDER_OUTCOME_MESSAGES = {
  unavailable: "Sign-in with a provider isn't set up on this server. Sign in with your username or email and password.",
  cancelled: "Sign-in was cancelled at the provider. You have not been signed in.",
  "provider-error": "The provider turned the sign-in down. Please try again, or sign in with your password.",
  expired: "That sign-in took too long or was started in another browser. Please start again.",
  "state-mismatch": "That sign-in answer doesn't belong to the sign-in started here, so it was ignored. Please start again.",
  "invalid-token": "The provider's answer could not be verified, so you have not been signed in. Please try again.",
  "provider-down": "The provider can't be reached right now. Please try again in a few minutes, or sign in with your password.",
  "email-in-use":
    "An account with this email already exists. Sign in with your password, then connect the provider under Settings, Sign-in methods.",
  "rate-limited": "Too many failed sign-ins from this network. Please wait a few minutes and try again.",
  "signup-limit": "Too many accounts were created from this network. Please try again later.",
  "not-signed-in": "Your session ended before the provider answered. Sign in, then try again from Settings.",
  "no-account": "You were signed out, and that provider account isn't connected to an account here, so none was made. Sign in with your password.",
  "password-needed": "Enter your password under Sign-in methods first, then connect the provider within 10 minutes.",
  "identity-taken": "That provider account is already connected to another account here.",
  "already-connected": "This account is already connected to another account at the provider. Disconnect that one first.",
  "wrong-account": "That provider account isn't the one connected to this account, so nothing was confirmed.",
  connected: "The provider is now connected: you can sign in with it.",
  reauthenticated: "Confirmed: you signed in again through the provider.",
} as const;

export type ProviderOutcome = keyof typeof PROVIDER_OUTCOME_MESSAGES;

/** `resume`: signing in again after a session ended (a 401); it signs in an account already connected, and makes none. */
export const PROVIDER_INTENTS = ["login", "resume", "connect", "reauth"] as const;
export type ProviderIntent = (typeof PROVIDER_INTENTS)[number];

const isOutcome = (value: string): value is ProviderOutcome => Object.hasOwn(PROVIDER_OUTCOME_MESSAGES, value);

export function providerOutcomeMessage(value: string | null): string | null {
  return value !== null && isOutcome(value) ? PROVIDER_OUTCOME_MESSAGES[value] : null;
}
