/**
 * An upload is given up after 2 minutes plus its time at 256 kbit/s, at most 15 minutes: a large file still moving on
 * a slow link is not cut off and started again from nothing, and one whose connection hung does not hold the uploads
 * queued behind it for long.
 */
const UPLOAD_TIMEOUT_MS = 120_000;
const UPLOAD_FLOOR_BYTES_PER_MS = 32;
const UPLOAD_TIMEOUT_MAX_MS = 15 * 60_000;

export const uploadTimeoutMs = (form: FormData) =>
  Math.min(UPLOAD_TIMEOUT_MAX_MS, UPLOAD_TIMEOUT_MS + Math.ceil([...form.values()].reduce((bytes, value) => bytes + (typeof value === "string" ? 0 : value.size), 0) / UPLOAD_FLOOR_BYTES_PER_MS));

/**
 * Options for a multipart upload (photos, markup renditions) through the typed client: the routes read the form
 * themselves, so it goes in as the request body (hc's own form input would name every file "blob").
 */
export const formUpload = (form: FormData) => ({ init: { body: form, signal: AbortSignal.timeout(uploadTimeoutMs(form)) } });
