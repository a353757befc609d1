import { PREFERENCE_DEFAULTS } from "../../shared/domain/shop-defaults";
import type { PreferencesRow } from "../db/queries/account";
import type { UserRow } from "../db/queries/users";
import type { SessionData } from "../db/schema";
import { describeDevice } from "../lib/user-agent";

/** The logo's address carries its upload id, so a new logo is a new URL and an old one is never shown from cache. */
const logoUrl = (logoKey: string | null) => (logoKey ? `/api/account/logo?v=${logoKey.split("/").at(-1)}` : null);

/** A provider the account can sign in with: its issuer, and the name this server gives it when it is the one set up. */
export type AccountProvider = { issuer: string; name: string };

export function toAccountDto(user: UserRow, providers: AccountProvider[]) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.businessName,
    phone: user.phone,
    logoUrl: logoUrl(user.logoKey),
    authType: user.authType,
    hasPassword: user.passwordHash !== null,
    providers,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPreferencesDto(row: PreferencesRow | null) {
  if (!row) return { ...PREFERENCE_DEFAULTS };
  return { lengthUnit: row.lengthUnit, rollWidth: row.rollWidth, wastePercentage: row.wastePercentage, currency: row.currency, laborRate: row.laborRate };
}

let regionNames: Intl.DisplayNames | null = null;

/** In English, as the app's every text; named here so a phone need not load ICU's region names to list devices. */
function countryNameOf(code: string | null): string | null {
  if (!code) return null;
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export function toSessionDto(session: { publicId: string; sess: SessionData; current: boolean }) {
  const { sess } = session;
  return {
    id: session.publicId,
    current: session.current,
    device: describeDevice(sess.userAgent),
    country: sess.country ?? null,
    countryName: countryNameOf(sess.country ?? null),
    lastUsedAt: new Date(sess.lastUsedAt ?? sess.createdAt).toISOString(),
    createdAt: new Date(sess.createdAt).toISOString(),
  };
}
