/**
 * Who a navigation's session cookie signs in, read as GET /api/auth/user reads it (the session and the user in one
 * D1 trip), for the app's HTML to carry: a start served from the network then opens without asking.
 */
import type { Context } from "hono";
import { PAGE_USER_ELEMENT_ID } from "../../shared/page-user";
import type { CurrentUser } from "../../shared/schemas/auth";
import { readConfig } from "../config";
import { createDb } from "../db/client";
import { userRead } from "../db/queries/users";
import { toCurrentUserDto } from "../dto/user";
import type { AppBindings } from "../env";
import { sentBookmark } from "../middleware/database";
import { sessionKeyOf } from "./session";
import { readSession } from "./signed-in-read";

/** Null when the session does not hold; a failure to read is logged and also null, since the page must open anyway (it then asks). */
export async function pageUser(c: Context<AppBindings>): Promise<CurrentUser | null> {
  const config = readConfig(c.env);
  if (!config.ok) return null;
  c.set("config", config.config);
  c.set("db", createDb(c.env.DB.withSession(sentBookmark(c) ?? "first-unconstrained")));
  c.set("sessionKey", await sessionKeyOf(c));
  const user = await readSession(c, (me) => userRead(c.var.db, me)).catch((error: unknown) => {
    console.error(JSON.stringify({ event: "page_user_failed", requestId: c.get("requestId"), error: String(error) }));
    return undefined;
  });
  return user ? toCurrentUserDto(user) : null;
}

/** The user as JSON in the HTML's head; "<" is escaped, so no name can close the element or open another, and the text goes in by a function, so a "$&" in a name is not a replacement pattern. */
export function withPageUser(html: string, user: CurrentUser): string {
  const json = JSON.stringify(user).replace(/</g, "\\u003c");
  return html.replace("</head>", () => `<script type="application/json" id="${PAGE_USER_ELEMENT_ID}">${json}</script></head>`);
}
