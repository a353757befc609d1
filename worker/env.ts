import type { D1Database, R2Bucket } from "@cloudflare/workers-types";
import type { Db } from "./db/client";
import type { BodyRule } from "./middleware/body-policy";

export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: { fetch(request: Request): Promise<Response> };
  APP_ORIGIN?: string;
  SIGNUPS_PER_ADDRESS_PER_HOUR?: string;
  REPORT_D1_QUERIES?: string;
  VPIC_BASE_URL?: string;
  VPIC_TIMEOUT_MS?: string;
}

export type SessionUser = {
  id: string;
};

export type AppBindings = {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Db;
    bodyRule: BodyRule;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
