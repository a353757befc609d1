import * as z from "zod";
import { EMAIL_MAX, NAME_MAX } from "../../shared/constants";
import { isWellFormed, sanitizeLine } from "../../shared/schemas/fields";
import type { OidcSettings } from "../config";
import type { VerifiedClaims } from "./oidc-client";

const PICTURE_MAX = 2048;

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== "string" || !isWellFormed(value)) return null;
  const clean = sanitizeLine(value).trim().slice(0, max);
  return clean || null;
};

/** The email the provider reports, when it is a usable address; the provider may not have verified it. */
export function claimedEmail(claims: VerifiedClaims): string | null {
  const email = text(claims.email, EMAIL_MAX);
  return email && z.email().safeParse(email).success ? email.toLowerCase() : null;
}

/** The new account's name and picture, from the standard claims; a picture only as an https address. */
export function profileFromClaims(claims: VerifiedClaims) {
  const given = text(claims.given_name, NAME_MAX);
  const family = text(claims.family_name, NAME_MAX);
  const picture = typeof claims.picture === "string" && claims.picture.length <= PICTURE_MAX ? URL.parse(claims.picture) : null;
  const email = claimedEmail(claims);
  return {
    firstName: given ?? (family ? null : text(claims.name, NAME_MAX)),
    lastName: family,
    profileImageUrl: picture?.protocol === "https:" ? picture.href : null,
    email: claims.email_verified === false ? null : email,
  };
}

/** What an identity's provider is called: the name this server gives the provider it is set up with, else the issuer's host. */
export function providerName(settings: OidcSettings | undefined | null, issuer: string): string {
  return settings?.issuer === issuer ? settings.providerName : new URL(issuer).host;
}
