/** Attributes React writes `true` and `false` into as text, where Hono's renderer would write "" or drop them. */
const TEXT_VALUED = /^(aria-|data-)|^(draggable|spellCheck)$/;

/** An element's props with those booleans as React would write them (`aria-hidden` is "true", not ""). */
export function asReactWrites<P>(tag: unknown, props: P): P {
  if (typeof tag !== "string" || !props || typeof props !== "object") return props;
  let written: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(props)) {
    if (typeof value !== "boolean" || !TEXT_VALUED.test(key)) continue;
    written ??= { ...(props as Record<string, unknown>) };
    written[key] = String(value);
  }
  return (written ?? props) as P;
}
