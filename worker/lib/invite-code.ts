import { timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client";
import { keyedHash } from "./keyed-hash";

/**
 * The code an invite link carries, which accepting or declining needs: accounts are not email-verified, so whoever
 * signs up with the invited address must also hold the link the inviter sent. Derived, not stored: an HMAC of the id.
 */
export const inviteCode = (db: Db, invitationId: string) => keyedHash(db, "invitation_key", `team-invitation:${invitationId}`);

export async function holdsInviteCode(db: Db, invitationId: string, code: string): Promise<boolean> {
  const expected = new TextEncoder().encode(await inviteCode(db, invitationId));
  const given = new TextEncoder().encode(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
