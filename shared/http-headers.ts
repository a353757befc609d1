/** The D1 Sessions bookmark: the Worker answers with it, and the web client sends the latest one back. */
export const BOOKMARK_HEADER = "X-D1-Bookmark";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
