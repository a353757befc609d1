import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { type NamedPerson, personName } from "../../../shared/domain/person-name";

/** A user's naming fields as one JSON value, for `personName` (shared/domain/person-name). */
export const namingOf = (userId: SQL | AnySQLiteColumn) =>
  sql`(select json_object('firstName', u.first_name, 'lastName', u.last_name, 'username', u.username, 'email', u.email) from users as u where u.id = ${userId})`;

/** The name a `namingOf` value reads as. */
export const nameFromNaming = (naming: unknown) => personName(JSON.parse(typeof naming === "string" ? naming : "{}") as NamedPerson);
