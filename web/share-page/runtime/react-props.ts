import type { RefObject } from "hono/jsx";

/** Attributes React writes `true` and `false` into as text, where Hono's renderer would write "" or drop them. */
const TEXT_VALUED = /^(aria-|data-)|^(draggable|spellCheck)$/;

type Ref = ((element: Element | null) => unknown) | RefObject<Element | null> | null | undefined;

const focused = new WeakSet<Element>();

/**
 * React focuses an `autoFocus` element once, when it is added; the browser's `autofocus` attribute, which Hono would
 * write, works only for the first element a page shows. The element's own ref is kept.
 */
function focusOnMount(ref: Ref) {
  return (element: Element | null) => {
    if (element instanceof HTMLElement && !focused.has(element)) {
      focused.add(element);
      queueMicrotask(() => element.focus());
    }
    if (typeof ref === "function") return ref(element);
    if (ref) ref.current = element;
  };
}

/** Props with the booleans React writes as text written so (`aria-hidden` is "true", not ""), for any element. */
export function withTextBooleans<P>(props: P): P {
  if (!props || typeof props !== "object") return props;
  let written: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(props)) {
    if (typeof value !== "boolean" || !TEXT_VALUED.test(key)) continue;
    written ??= { ...(props as Record<string, unknown>) };
    written[key] = String(value);
  }
  return (written ?? props) as P;
}

/** Hono sets attributes in the order of the props; an image's `src` goes last, as React sets it, so `loading` applies. */
function srcLast<P extends object>(props: P): P {
  if (!("src" in props)) return props;
  const { src, ...rest } = props as P & { src: unknown };
  return { ...rest, src } as P;
}

/**
 * An HTML or SVG element's props as React would apply them: booleans written as text, an image's `src` last and
 * `autoFocus` focusing.
 */
export function asReactProps<P>(tag: unknown, props: P): P {
  if (typeof tag !== "string") return props;
  const written = withTextBooleans(props);
  if (!written || typeof written !== "object") return written;
  const ordered = tag === "img" ? srcLast(written) : written;
  if (!("autoFocus" in ordered)) return ordered;
  const { autoFocus, ref, ...rest } = ordered as { autoFocus?: boolean; ref?: Ref };
  return (autoFocus ? { ...rest, ref: focusOnMount(ref) } : { ...rest, ref }) as P;
}
