import { ErrorBoundary as HonoErrorBoundary, useState } from "hono/jsx/dom";
import { jsx } from "hono/jsx/dom/jsx-runtime";
import type { Child } from "hono/jsx";

type Props<E> = {
  children: Child;
  catches: (error: unknown) => error is E;
  fallback: (error: E, reset: () => void) => Child;
  resetKey?: unknown;
};

/**
 * `web/components/error-boundary.tsx` on Hono's renderer, which has no class components: the same props, an error it
 * does not catch goes on to the boundary above, and a reset or a new `resetKey` renders the children afresh.
 */
export function ErrorBoundary<E>({ children, catches, fallback, resetKey }: Props<E>) {
  const [resets, setResets] = useState(0);
  const fallbackRender = (error: unknown) => {
    if (!catches(error)) throw error;
    console.error(error);
    return fallback(error, () => setResets((count) => count + 1));
  };
  return jsx(HonoErrorBoundary, { fallbackRender, children }, `${String(resetKey)}:${resets}`);
}

export const anyError = (_error: unknown): _error is unknown => true;
