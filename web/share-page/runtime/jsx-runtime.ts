import { Fragment, jsx as honoJsx } from "hono/jsx/dom/jsx-runtime";
import { asReactProps } from "./react-props";

/** `react/jsx-runtime` for the share page: Hono's, applying props as React does. */
export const jsx: typeof honoJsx = (tag, props, key) => honoJsx(tag, asReactProps(tag, props), key);
export { Fragment, jsx as jsxs, jsx as jsxDEV };
