import type { QrShareAccessLevel } from "./vocabulary";

/** Spec §9: the expiry choices, 7 days preselected. */
export const QR_SHARE_EXPIRY_DAYS = [1, 3, 7, 14, 30] as const;
export type QrShareExpiryDays = (typeof QR_SHARE_EXPIRY_DAYS)[number];
export const QR_SHARE_EXPIRY_DEFAULT: QrShareExpiryDays = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry choice a link was made with: its whole length, not the time left, so a new link like
 * it lasts as long from the day it is made. A link without an expiry gets the longest choice.
 */
export function qrShareExpiryChoice(share: { createdAt: string | Date; expiresAt: string | Date | null }): QrShareExpiryDays {
  const longest = QR_SHARE_EXPIRY_DAYS[QR_SHARE_EXPIRY_DAYS.length - 1]!;
  if (share.expiresAt === null) return longest;
  const days = (new Date(share.expiresAt).getTime() - new Date(share.createdAt).getTime()) / DAY_MS;
  return QR_SHARE_EXPIRY_DAYS.reduce<QrShareExpiryDays>((best, choice) => (Math.abs(choice - days) < Math.abs(best - days) ? choice : best), longest);
}

export const QR_SHARE_ACCESS_LABELS: Record<QrShareAccessLevel, string> = { view: "View Only", edit: "View & Edit" };
export const SHARED_ACCESS_BADGES: Record<QrShareAccessLevel, string> = { view: "View Only", edit: "Edit Access" };

const QR_SHARE_STATES = ["active", "expired", "inactive"] as const;
export type QrShareState = (typeof QR_SHARE_STATES)[number];
export const QR_SHARE_STATE_LABELS: Record<QrShareState, string> = { active: "Active", expired: "Expired", inactive: "Inactive" };

export const SHARE_DENIED_TEXT = "Access Denied - This shared link is invalid, expired, or has been deactivated.";

/** Spec §4: deactivated wins over expired; a link with no expiry never expires. */
export function qrShareState(share: { isActive: boolean; expiresAt: string | Date | null }, now = new Date()): QrShareState {
  if (!share.isActive) return "inactive";
  if (share.expiresAt !== null && new Date(share.expiresAt).getTime() <= now.getTime()) return "expired";
  return "active";
}

/** The path a share link opens; the origin comes from where the app runs. */
export const sharedPath = (token: string) => `/shared/${token}`;
