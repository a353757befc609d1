/**
 * Sets the page's theme before its first paint, by the rule web/lib/theme.tsx follows: the kept choice, else the
 * system's. The build writes it inline into each HTML page's head (scripts/vite/inline-theme.ts), where a file would
 * cost a round trip that holds up the page; the Content Security Policy allows it by its hash.
 */
import { THEME_STORAGE_KEY } from "./constants";

export const THEME_INIT_SCRIPT = `(function(){try{var s=localStorage.getItem("${THEME_STORAGE_KEY}"),t=s==="light"||s==="dark"?s:"system",d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);document.documentElement.style.colorScheme=d?"dark":"light"}catch(e){}})()`;
