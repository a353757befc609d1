import { useEffect, useRef } from "react";
import { uuidv7 } from "./uuidv7";

/**
 * A layer over the page (the photo viewer, the markup tool, a dialog) that the phone's Back button closes, as a user
 * expects, rather than leaving the page under it. Each open layer has a history entry of its own, at the same
 * address; Back pops it and asks the top layer to close. A layer that declines (marks not yet saved, and the user
 * keeps them) gets its entry back. A layer closed by its own button takes its entry away again (a step back),
 * so the next Back leaves the page. A navigation the app makes while layers' entries are on top (a dialog that
 * opens the job it made, a deletion that replaces the job's page with the dashboard) first steps back past them,
 * so it replaces or follows the page itself, and waits for that step, which would otherwise land after it and undo it.
 * An entry no open layer answers (one left under another layer that has since closed) is stepped back past, so Back
 * does not have to be pressed twice to leave the page.
 */
type Layer = { key: string; pushed: boolean; onBack: () => boolean };

const STATE_KEY = "wrappilotLayer";
const layers: Layer[] = [];
let ownPops = 0;
let held: (() => void)[] = [];
let settling: ReturnType<typeof setTimeout> | undefined;
const STEP_BACK_WAIT_MS = 1000;
let pushEntry: History["pushState"] = (...args) => history.pushState(...args);

/** The page's own state, without a layer's key that the app read back from `history.state` while the layer was open. */
function pageState(state: unknown) {
  if (typeof state !== "object" || state === null || !(STATE_KEY in state)) return state;
  const { [STATE_KEY]: _layer, ...page } = state as Record<string, unknown>;
  return page;
}

const isCurrentEntry = (layer: Layer) => (history.state as Record<string, unknown> | null)?.[STATE_KEY] === layer.key;

function push(layer: Layer) {
  const state = history.state as Record<string, unknown> | null;
  pushEntry({ ...state, [STATE_KEY]: layer.key }, "");
  layer.pushed = true;
}

/** Once the steps back have landed (or, should the browser drop one, after a second), what waited for them runs. */
function settle() {
  clearTimeout(settling);
  ownPops = 0;
  const waiting = held;
  held = [];
  for (const navigate of waiting) navigate();
  for (const layer of layers) if (!layer.pushed) push(layer);
  leaveStaleEntry();
}

function stepBack(count: number) {
  ownPops += 1;
  clearTimeout(settling);
  settling = setTimeout(settle, STEP_BACK_WAIT_MS);
  history.go(-count);
}

function onPopState() {
  if (ownPops > 0) {
    ownPops -= 1;
    if (ownPops === 0) settle();
    return;
  }
  const top = layers.at(-1);
  if (!top?.pushed || isCurrentEntry(top)) return;
  top.pushed = false;
  if (!top.onBack()) push(top);
}

function leaveStaleEntry() {
  const key = (history.state as Record<string, unknown> | null)?.[STATE_KEY];
  if (key === undefined || ownPops > 0 || layers.some((layer) => layer.key === key)) return;
  stepBack(1);
}

function leaveLayerEntries() {
  const onTop = layers.filter((layer) => layer.pushed);
  const top = onTop.at(-1);
  if (!top || !isCurrentEntry(top)) return;
  for (const layer of onTop) layer.pushed = false;
  stepBack(onTop.length);
}

let installed = false;
function install() {
  installed = true;
  window.addEventListener("popstate", onPopState);
  const original = { pushState: history.pushState, replaceState: history.replaceState };
  pushEntry = (...args) => original.pushState.apply(history, args);
  for (const method of ["pushState", "replaceState"] as const) {
    history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
      const navigate = () => original[method].call(history, pageState(state), unused, url);
      if (ownPops === 0) leaveLayerEntries();
      if (ownPops > 0) held.push(navigate);
      else navigate();
    };
  }
}

function open(layer: Layer) {
  if (!installed) install();
  layers.push(layer);
  if (ownPops === 0) push(layer);
}

function release(layer: Layer) {
  layers.splice(layers.indexOf(layer), 1);
  if (layer.pushed && isCurrentEntry(layer)) stepBack(1);
  else leaveStaleEntry();
}

/** A page reloaded with a layer open comes back on that layer's entry, which no layer answers now: steps back past it. */
export function leaveReloadedLayerEntry() {
  if (history.length < 2) return;
  if (!installed) install();
  leaveStaleEntry();
}

/** While mounted, Back calls `onBack`, which closes the layer and says true, or keeps it open and says false. */
export function useBackCloses(onBack: () => boolean) {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    const layer: Layer = { key: uuidv7(), pushed: false, onBack: () => latest.current() };
    open(layer);
    return () => release(layer);
  }, []);
}
