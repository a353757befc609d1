import type { CurrentUser } from "../../shared/schemas/auth";
import type { UserRow } from "../db/queries/users";

export function toCurrentUserDto(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  };
}
