import type { D1Database, D1DatabaseSession } from "@cloudflare/workers-types";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** Drizzle over a D1 binding or one of its Sessions API sessions (which answer prepare and batch alike). */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

export type Db = ReturnType<typeof createDb>;
