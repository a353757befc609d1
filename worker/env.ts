// The web app's program reaches this file through AppType and does not include the generated bindings otherwise.
/// <reference path="./worker-configuration.d.ts" />
import type { Ai } from "@cloudflare/workers-types";
import type { ConfigVars, WorkerConfig } from "./config";
import type { Db } from "./db/client";
import type { SessionData } from "./db/schema";

/**
 * The bindings wrangler.toml declares (generated: `npm run cf-typegen`), the optional variables
 * (worker/config.ts), and Workers AI when a deployment adds the `AI` binding (transcription;
 * wrangler.toml leaves it out so local runs need no account).
 */
export type Env = WorkerBindings & ConfigVars & { AI?: Ai };

export type SessionUser = {
  id: string;
};

/** The browser's session token and its hash, the `sid` D1 keeps. */
export type SessionKey = { token: string; sid: string };

/** How much body a route takes: `acceptsUpload` routes stream theirs, so the idempotency check must not buffer it. */
export type BodyRule = { maxBytes: number; streamed: boolean };

type RequestVariables = {
  requestId: string;
  config: WorkerConfig;
  db: Db;
  bodyRule: BodyRule;
  /** Read from the cookie before D1 is asked whether the session still holds. */
  sessionKey: SessionKey | null;
  user: SessionUser | null;
  sessionId: string | null;
  /** The session's data as `loadSession` read its row (its provider proof and connect permit); null on a one-trip read. */
  sessionData: SessionData | null;
  /** The cookie's session belongs to another user than the page runs as (SIGNED_IN_AS_HEADER), so it was not taken. */
  sessionOfSomeoneElse?: true;
};

export type AppBindings = {
  Bindings: Env;
  Variables: RequestVariables;
};

/** After `requireUser`: the caller is signed in. */
export type SignedInBindings = {
  Bindings: Env;
  Variables: Omit<RequestVariables, "user"> & { user: SessionUser };
};
