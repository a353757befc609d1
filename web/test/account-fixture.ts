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
