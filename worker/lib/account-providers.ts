export type AccountProvider = { issuer: string; name: string };

export function accountProviders(): AccountProvider[] {
  return [];
}
