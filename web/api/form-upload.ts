/** An upload is given up after this long, plus its time at UPLOAD_FLOOR_BYTES_PER_MS, so one that stalls does not hold the uploads queued behind it forever. */
const UPLOAD_TIMEOUT_MS = 120_000;
/** 64 kbit/s, one bar of signal: a large file still moving on a slow link is not cut off and started again from nothing. */
const UPLOAD_FLOOR_BYTES_PER_MS = 8;

export const uploadTimeoutMs = (form: FormData) =>
  UPLOAD_TIMEOUT_MS + Math.ceil([...form.values()].reduce((bytes, value) => bytes + (typeof value === "string" ? 0 : value.size), 0) / UPLOAD_FLOOR_BYTES_PER_MS);

/**
 * Options for a multipart upload (photos, markup renditions) through the typed client: the routes read the form
 * themselves, so it goes in as the request body (hc's own form input would name every file "blob").
 */
export const formUpload = (form: FormData) => ({ init: { body: form, signal: AbortSignal.timeout(uploadTimeoutMs(form)) } });
