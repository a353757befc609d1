export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  APP_ORIGIN?: string;
}

export type SessionUser = {
  id: string;
};

export type AppBindings = {
  Bindings: Env;
  Variables: {
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
