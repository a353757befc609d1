/**
 * A start on a job page fetches its open tab's code and first reads beside the page's own, not once the page has
 * run: the server cannot see the tab, which is after the # of the address, so the HTML holds each tab's as
 * modulepreloads and preloads in a template, and a script moves the open one's into the head while the HTML is
 * still being read (the overview's when the # names no tab, as the page opens on it). The script is inline, so it
 * waits for no request of its own; the Content Security Policy allows it by its hash.
 */
import { modulePreloads, readPreloads } from "./signed-in-preloads";

export const TAB_START_SCRIPT =
  '(function(){var t=document.getElementById("tab-start-"+location.hash.slice(1))||document.getElementById("tab-start-overview");if(t)document.head.append(t.content)})()';

const STYLESHEET = '<link rel="stylesheet"';

/**
 * Each tab's files and, with a session, its first reads, held in the head for the script after them. The open tab's
 * files come at the browser's default priority, ahead of the page's later parts: over HTTP/1.1 a browser fetches six
 * at a time, and the tab is what its first screen shows. They go before the stylesheet: an inline script after one
 * waits for it, and the parsing of the body with it, which would hold the tab's requests until the stylesheet has
 * arrived, and the page's own low-priority parts too (a browser sends few of those before the body).
 */
export function withTabStarts(html: string, files: Record<string, string[]>, reads: Record<string, string[]> | null): string {
  const tabs = Object.entries(files);
  if (!tabs.length) return html;
  const templates = tabs.map(([tab, tabFiles]) => `<template id="tab-start-${tab}">${modulePreloads(tabFiles, "auto")}${readPreloads(reads?.[tab] ?? [])}</template>`);
  const before = html.includes(STYLESHEET) ? STYLESHEET : "</head>";
  return html.replace(before, `${templates.join("")}<script>${TAB_START_SCRIPT}</script>${before}`);
}
