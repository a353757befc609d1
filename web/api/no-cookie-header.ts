/**
 * Stands in for hono's cookie serializer in the browser build (`scripts/vite/swap-module.ts`). The typed client
 * (`hc`) uses it only for its `cookie` option, which writes a Cookie header: a header the browser's fetch never sends,
 * so the serializer could do nothing in the app but weigh on every first screen.
 */
export function serialize(): never {
  throw new Error("The browser sends cookies itself: a request cannot set its Cookie header.");
}
