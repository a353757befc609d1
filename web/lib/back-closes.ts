import { useEffect, useRef } from "react";
import { uuidv7 } from "./uuidv7";

/**
 * A full-screen layer (the photo viewer, the markup tool) that the phone's Back button closes, as a user expects,
 * rather than leaving the page under it. Each open layer has a history entry of its own, at the same address; Back
 * pops it and asks the top layer to close. A layer that declines (marks not yet saved, and the user keeps them) gets
 * its entry back. A layer closed by its own button takes its entry away again, so the next Back leaves the page.
 */
type Layer = { key: string; pushed: boolean; onBack: () => boolean };

const STATE_KEY = "wrappilotLayer";
const layers: Layer[] = [];
let ownPops = 0;
let listening = false;

const isCurrentEntry = (layer: Layer) => (history.state as Record<string, unknown> | null)?.[STATE_KEY] === layer.key;

function push(layer: Layer) {
  const state = history.state as Record<string, unknown> | null;
  history.pushState({ ...state, [STATE_KEY]: layer.key }, "");
  layer.pushed = true;
}

function onPopState() {
  if (ownPops > 0) {
    ownPops -= 1;
    if (ownPops === 0) for (const layer of layers) if (!layer.pushed) push(layer);
    return;
  }
  const top = layers.at(-1);
  if (!top?.pushed || isCurrentEntry(top)) return;
  top.pushed = false;
  if (!top.onBack()) push(top);
}

function open(layer: Layer) {
  if (!listening) {
    window.addEventListener("popstate", onPopState);
    listening = true;
  }
  layers.push(layer);
  if (ownPops === 0) push(layer);
}

function release(layer: Layer) {
  layers.splice(layers.indexOf(layer), 1);
  if (!layer.pushed || !isCurrentEntry(layer)) return;
  ownPops += 1;
  history.back();
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
