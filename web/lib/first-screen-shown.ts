/**
 * Settles once the app's first screen has been shown (its page said so, see `fetchPartsOnceShown`, or
 * SHOWN_AT_LATEST_MS passed): what no first screen needs (the upload outboxes, tooltips) waits for it, so it does not
 * share a weak signal and the phone's CPU with the screen's own code and data.
 */
const SHOWN_AT_LATEST_MS = 5_000;

let shown = () => {};
export const firstScreenShown = new Promise<void>((resolve) => (shown = resolve));

export const markFirstScreenShown = () => shown();

setTimeout(markFirstScreenShown, SHOWN_AT_LATEST_MS);
