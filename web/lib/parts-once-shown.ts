/**
 * The parts a start's HTML holds back until its screen is shown (a job page's other tabs and dialogs; see
 * worker/lib/signed-in-preloads.ts), so they do not compete with the screen's own code and data on a weak signal.
 * Moved into the head, they are fetched (not run), so they are on the phone if the signal goes before the service
 * worker holds the app. Only the first call finds them.
 *
 * They go in after the browser's next idle period (a second at most), so the screen's own rendering (a job's open
 * tab, after its header) comes first, then one per task, in their order: each modulepreload costs the page about a
 * millisecond to start, and the seventeen of a job page added at once were most of the task that shows it. Safari,
 * without requestIdleCallback, starts them a task on. A page that is never shown (its data failed, the user went
 * elsewhere) still gets them from the signed-in layout, PARTS_AT_LATEST_MS in.
 */
import { useEffect } from "react";
import { PARTS_ONCE_SHOWN_ELEMENT_ID } from "../../shared/parts-once-shown";
import { markFirstScreenShown } from "./first-screen-shown";

const IDLE_WAIT_MS = 1_000;
export const PARTS_AT_LATEST_MS = 5_000;

const whenIdle = (run: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: IDLE_WAIT_MS }) : setTimeout(run));

export function fetchPartsOnceShown() {
  const held = document.getElementById(PARTS_ONCE_SHOWN_ELEMENT_ID);
  const parts = held instanceof HTMLTemplateElement ? [...held.content.children] : [];
  held?.remove();
  const next = () => {
    markFirstScreenShown();
    const part = parts.shift();
    if (!part) return;
    document.head.append(part);
    setTimeout(next);
  };
  whenIdle(next);
}

/** For a page that holds parts back (`laterOnceShown` in vite.config.ts): fetches them once `shown` turns true. */
export function useFetchPartsOnceShown(shown: boolean) {
  useEffect(() => {
    if (shown) fetchPartsOnceShown();
  }, [shown]);
}

/** For the signed-in layout: fetches the held parts PARTS_AT_LATEST_MS in, whether or not the page says it is shown. */
export function useFetchPartsAtLatest() {
  useEffect(() => {
    const timer = setTimeout(fetchPartsOnceShown, PARTS_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
}
