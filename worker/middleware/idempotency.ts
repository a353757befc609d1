/**
 * Idempotency-Key support for POST, PUT, PATCH and DELETE: the first successful result is stored per
 * user and key for 24 hours and replayed byte for byte; a key reused with a
 * different request is refused, and one still running answers 409.
 */
import type { Context } from "hono";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyRecord,
  releaseIdempotencyKey,
} from "../db/queries/idempotency";
import { IDEMPOTENCY_TTL_MS } from "../db/queries/expired-rows";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";
import { multipartBoundary, uploadDigest } from "../lib/upload-digest";
import { sha256Hex } from "../lib/tokens";

/** Longer than any request runs (its body was read before the claim), so only a claim whose request ended without an answer recorded is taken over. */
export const CLAIM_ABANDONED_MS = 5 * 60 * 1000;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * A JSON body is hashed whole; an upload as it streams through a copy of the request (a form without its
 * boundary, which a retry of the same form picks anew), so the handler still reads the request itself.
 */
async function hashRequest(c: Context<AppBindings>): Promise<string> {
  const { method, path } = c.req;
  if (c.var.bodyRule.streamed) {
    const contentType = c.req.header("Content-Type") ?? "?";
    const boundary = multipartBoundary(contentType);
    const body = c.req.raw.clone().body;
    const digest = body ? await uploadDigest(body, boundary) : "empty";
    return sha256Hex(`${method} ${path} ${boundary ? "multipart/form-data" : contentType} ${digest}`);
  }
  const bodyDigest = await crypto.subtle.digest("SHA-256", await c.req.arrayBuffer());
  const bodyHex = [...new Uint8Array(bodyDigest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return sha256Hex(`${method} ${path} ${bodyHex}`);
}

const unreplayable = new WeakSet<MiddlewareHandler<AppBindings>>();

/** Marks a route whose answer holds a secret shown once (a share link's token): it is never stored, so a retry runs again. */
export function neverReplayed(): MiddlewareHandler<AppBindings> {
  const marker: MiddlewareHandler<AppBindings> = (_c, next) => next();
  unreplayable.add(marker);
  return marker;
}

export const idempotency = createMiddleware<AppBindings>(async (c, next) => {
  const key = c.req.header("Idempotency-Key");
  const user = c.get("user");
  // Anonymous calls (sign-in, sign-up) are never replayed: their answers carry fresh session cookies.
  if (!WRITES.has(c.req.method) || key === undefined || !user) return next();
  if (matchedRoutes(c).some((route) => unreplayable.has(route.handler))) return next();
  if (!KEY_PATTERN.test(key)) {
    throw new AppError("bad_request", "Idempotency-Key must be 1 to 255 visible ASCII characters.");
  }

  const db = c.var.db;
  const requestHash = await hashRequest(c);
  const now = new Date();
  const claimed = await claimIdempotencyKey(
    db,
    { scope: user.id, key, requestHash, createdAt: now },
    { expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS), abandonedBefore: new Date(now.getTime() - CLAIM_ABANDONED_MS) },
  );

  if (!claimed) {
    const record = await findIdempotencyRecord(db, user.id, key);
    if (!record || record.requestHash !== requestHash) {
      throw new AppError("idempotency_conflict", "This Idempotency-Key was already used for a different request.");
    }
    if (record.status === null) {
      throw new AppError(
        "idempotency_in_progress",
        "A request with this Idempotency-Key is still being processed. Try again shortly.",
        { "Retry-After": "1" },
      );
    }
    if (record.status === 204) return new Response(null, { status: 204, headers: { "Idempotent-Replayed": "true" } });
    return new Response(record.responseBody, {
      status: record.status,
      headers: { "Content-Type": "application/json; charset=UTF-8", "Idempotent-Replayed": "true" },
    });
  }

  await next();
  const claim = { scope: user.id, key, createdAt: now };
  if (c.res.status >= 200 && c.res.status < 300) {
    await completeIdempotencyKey(db, claim, c.res.status, await c.res.clone().text());
  } else {
    await releaseIdempotencyKey(db, claim);
  }
});
