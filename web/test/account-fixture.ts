import type { Account } from "../api/account-query";
import { jsonResponse, recordFetch } from "./render";

/** The account's answer for a shop measuring in `lengthUnit`, with the other defaults as a new account has them. */
export const accountAnswer = (lengthUnit: string) => jsonResponse({ preferences: { lengthUnit, rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } });

/** Answers every other read at once with `others` and the shop's settings only when the returned function is called. */
export function holdAccount(others: () => Response) {
  let answer: (response: Response) => void = () => {};
  const held = new Promise<Response>((resolve) => (answer = resolve));
  recordFetch((request) => (new URL(request.url).pathname === "/api/account" ? held : others()));
  return (lengthUnit: string) => answer(accountAnswer(lengthUnit));
}

/** A signed-up account with a password, as Settings reads it; `overrides` for the case at hand. */
export const makeAccount = (overrides: Partial<Account> = {}): Account => ({
  id: "u1",
  email: "dana@example.com",
  username: "dana",
  firstName: "Dana",
  lastName: "Reyes",
  businessName: null,
  phone: null,
  logoUrl: null,
  authType: "local",
  hasPassword: true,
  providers: [],
  createdAt: "2026-11-01T10:00:00.000Z",
  preferences: { lengthUnit: "in", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null },
  ...overrides,
});
