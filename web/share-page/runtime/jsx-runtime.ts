import { Fragment, jsx as honoJsx } from "hono/jsx/dom/jsx-runtime";
import { asReactWrites } from "./react-attributes";

/** `react/jsx-runtime` for the share page: Hono's, writing attributes as React does. */
export const jsx: typeof honoJsx = (tag, props, key) => honoJsx(tag, asReactWrites(tag, props), key);
export { Fragment, jsx as jsxs, jsx as jsxDEV };
