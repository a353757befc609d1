import { Hono } from "hono";
import { listSavedClients } from "../db/queries/jobs";
import type { AppBindings } from "../env";
import { requireUser } from "../middleware/session";

export const clientRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/", async (c) => c.json(await listSavedClients(c.var.db, c.var.user.id)));
