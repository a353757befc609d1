import { visitorKey } from "../../lib/user-storage";

/**
 * The codes of invite links opened on this device (`/signup?email=…&invitation={id}&code={code}`), kept until the
 * invitation is answered: the Team page answers with them after the invitee signs up or signs in, on whatever screen
 * that took. Kept as the visitor's values: a page that loads signed out keeps them, signing out removes them.
 */
const KEY = visitorKey("invite-codes");
const KEPT_MAX = 20;

export type InviteLink = { invitation: string; code: string; email: string | null };

function readCodes(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return kept && typeof kept === "object" ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function writeCodes(codes: Record<string, string>) {
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(Object.entries(codes).slice(-KEPT_MAX))));
  } catch {
    // Storage full or disabled: the link is opened again to answer.
  }
}

/** The invite link in `search`, if it is one. */
export function readInviteLink(search: string): InviteLink | null {
  const params = new URLSearchParams(search);
  const invitation = params.get("invitation");
  const code = params.get("code");
  return invitation && code ? { invitation, code, email: params.get("email") } : null;
}

/** Keeps the code of the invite link in `search`; answers the link, or null when `search` holds none. */
export function keepInviteCode(search: string): InviteLink | null {
  const link = readInviteLink(search);
  if (link) {
    const codes = readCodes();
    delete codes[link.invitation];
    writeCodes({ ...codes, [link.invitation]: link.code });
  }
  return link;
}

export function inviteCodeFor(invitationId: string): string | null {
  const code = readCodes()[invitationId];
  return typeof code === "string" ? code : null;
}

/** Whether an invite link opened here waits for its answer, so signing in goes on to the Team page. */
export const hasInviteCodes = () => Object.keys(readCodes()).length > 0;

export function forgetInviteCode(invitationId: string) {
  const codes = readCodes();
  delete codes[invitationId];
  writeCodes(codes);
}
