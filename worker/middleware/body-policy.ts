/**
 * Body limits per route: every /api route takes a JSON body of at most 1 MB unless it declares
 * `acceptsUpload(maxBytes)`, which lifts the limit for that route alone and tells the
 * idempotency check to hash the body as a form while it streams.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppBindings, BodyRule } from "../env";
import { AppError } from "../lib/errors";

const JSON_BODY: BodyRule = { maxBytes: 1024 * 1024, streamed: false };

const declared = new WeakMap<object, BodyRule>();

export function acceptsUpload(maxBytes: number): MiddlewareHandler<AppBindings> {
  const marker: MiddlewareHandler<AppBindings> = (_c, next) => next();
  declared.set(marker, { maxBytes, streamed: true });
  return marker;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const bodyPolicy = createMiddleware<AppBindings>(async (c, next) => {
  const rule = matchedRoutes(c)
    .map((route) => declared.get(route.handler))
    .find((found) => found !== undefined) ?? JSON_BODY;
  c.set("bodyRule", rule);
  const limit = bodyLimit({
    maxSize: rule.maxBytes,
    onError: () => {
      throw new AppError("payload_too_large", `The request body is larger than ${megabytes(rule.maxBytes)}.`);
    },
  });
  return limit(c, next);
});
