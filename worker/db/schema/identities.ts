import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt, id } from "./columns";

/**
 * Sign-in through an OpenID Connect provider: an account is found by the provider's (issuer, subject),
 * never by the email it reports, and has at most one identity per provider.
 */
export const userIdentities = sqliteTable(
  "user_identities",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_identities_issuer_subject_unique").on(t.issuer, t.subject),
    uniqueIndex("user_identities_user_issuer_unique").on(t.userId, t.issuer),
  ],
);
