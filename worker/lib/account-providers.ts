export type AccountProvider = { issuer: string; name: string };

/** The identity providers the account signs in with. */
export function accountProviders(): AccountProvider[] {
  return [];
}
