/** The D1 Sessions bookmark: the Worker answers with it; a request sends one back in the header or the cookie. */
export const BOOKMARK_HEADER = "X-D1-Bookmark";
/** The web client keeps the latest bookmark in this cookie, which every request it makes or causes carries. */
export const BOOKMARK_COOKIE = "wp_d1_bookmark";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** A write's request options that make every try of it the same write: the server answers a repeat with the first answer. */
export const sentOnce = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
/**
 * The user id the app's page runs as. A session of anyone else answers it as if there were none (401 where a session
 * is needed): a page left open as one user must not send its queued writes as whoever signed in later in the same
 * browser.
 */
export const SIGNED_IN_AS_HEADER = "X-Signed-In-As";
