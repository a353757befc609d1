import { Hono } from "hono";
import type { AppBindings } from "../env";
import { endSession } from "../lib/session";

export const sessionNavigationRoutes = new Hono<AppBindings>()
  .get("/logout", async (c) => {
    await endSession(c, c.var.db);
    c.header("Cache-Control", "no-store");
    return c.redirect("/", 302);
  })
  // No external identity provider is configured yet: send people to the local sign-in with an explanation.
  .get("/login", (c) => {
    c.header("Cache-Control", "no-store");
    return c.redirect("/login?provider=unavailable", 302);
  });
