import { cloneElement as honoCloneElement, createElement as honoCreateElement } from "hono/jsx/dom";
import { jsx } from "hono/jsx/dom/jsx-runtime";
import type { FC } from "hono/jsx";
import { asReactProps, withTextBooleans } from "./react-props";

export * from "hono/jsx/dom";

/** `React.createElement` (lucide's icons use it), applying props as React does. */
export const createElement: typeof honoCreateElement = (tag, props, ...children) =>
  honoCreateElement(tag, asReactProps(tag, props), ...children);

/** `React.cloneElement` (a form field gives its input an id and `aria-invalid`), applying props as React does. */
export const cloneElement: typeof honoCloneElement = (element, props, ...children) =>
  honoCloneElement(element, withTextBooleans(props), ...children);

/** `React.lazy`: suspends until the module is in, then renders its default export; a failed load is thrown. */
export function lazy<P>(load: () => Promise<{ default: FC<P> }>): FC<P> {
  let loaded: FC<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  return (props) => {
    if (loaded) return jsx(loaded, props as Record<string, unknown>);
    if (failure) throw failure.error;
    throw (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  };
}
