/**
 * The Worker's variables (wrangler `--var`, dashboard vars), read once per env object. The
 * bindings' types are generated from wrangler.toml (worker/worker-configuration.d.ts); these
 * optional variables are typed here, as their schema.
 */
import * as z from "zod";
import { PDF_DEFAULT_TIMEOUT_MS } from "./documents/pdf-service";
import { VPIC_DEFAULT_BASE, VPIC_DEFAULT_TIMEOUT_MS } from "./vin/vpic";

const DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR = 20;

const isOrigin = (value: string) => URL.parse(value)?.origin === value;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isLoopback = (url: URL) => LOOPBACK_HOSTS.has(url.hostname);

/** An issuer is an https URL without query or fragment; plain http only on this machine (a provider run for development or tests). */
const isIssuer = (value: string) => {
  const url = URL.parse(value);
  if (!url || url.search || url.hash || url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url));
};

const DEFAULT_OIDC_SCOPES = "openid email profile";
const DEFAULT_OIDC_PROVIDER_NAME = "single sign-on";

const positive = (value: string | undefined) => {
  const number = Number(value);
  return number > 0 ? number : undefined;
};

const positiveWhole = (value: string | undefined) => {
  const number = positive(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
};

const VarsSchema = z
  .object({
    /** Where the app is served; without it, the request's own origin. */
    APP_ORIGIN: z.string().refine(isOrigin, "must be an origin such as https://app.example.com (no path, no trailing slash)").optional(),
    SIGNUPS_PER_ADDRESS_PER_HOUR: z.string().optional(),
    /** "1" (the bench sets it): answers carry X-D1-Queries. */
    REPORT_D1_QUERIES: z.string().optional(),
    VPIC_BASE_URL: z.string().optional(),
    VPIC_TIMEOUT_MS: z.string().optional(),
    /** How long a route waits for the PDF Worker before answering 503. */
    PDF_TIMEOUT_MS: z.string().optional(),
    /** Sign-in with an OpenID Connect provider: on when the issuer and client id are set. */
    OIDC_ISSUER: z
      .string()
      .refine((value) => value === "" || isIssuer(value), "must be an https URL such as https://accounts.example.com (http only on localhost)")
      .optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_PROVIDER_NAME: z.string().max(60, "must be 60 characters or fewer").optional(),
    OIDC_SCOPES: z
      .string()
      .refine((value) => value === "" || value.split(/\s+/).includes("openid"), "must include openid")
      .optional(),
  })
  .refine((vars) => !vars.OIDC_ISSUER === !vars.OIDC_CLIENT_ID, {
    message: "OIDC_ISSUER and OIDC_CLIENT_ID must be set together",
    path: ["OIDC_CLIENT_ID"],
  })
  .transform((vars) => ({
    appOrigin: vars.APP_ORIGIN ?? null,
    signupsPerAddressPerHour: positiveWhole(vars.SIGNUPS_PER_ADDRESS_PER_HOUR) ?? DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR,
    reportD1Queries: vars.REPORT_D1_QUERIES === "1",
    vpic: { base: vars.VPIC_BASE_URL || VPIC_DEFAULT_BASE, timeoutMs: positive(vars.VPIC_TIMEOUT_MS) ?? VPIC_DEFAULT_TIMEOUT_MS },
    pdfTimeoutMs: positive(vars.PDF_TIMEOUT_MS) ?? PDF_DEFAULT_TIMEOUT_MS,
    oidc:
      vars.OIDC_ISSUER && vars.OIDC_CLIENT_ID
        ? {
            issuer: vars.OIDC_ISSUER,
            clientId: vars.OIDC_CLIENT_ID,
            clientSecret: vars.OIDC_CLIENT_SECRET || null,
            providerName: vars.OIDC_PROVIDER_NAME?.trim() || DEFAULT_OIDC_PROVIDER_NAME,
            scopes: vars.OIDC_SCOPES?.trim() || DEFAULT_OIDC_SCOPES,
          }
        : null,
  }));

export type OidcSettings = NonNullable<WorkerConfig["oidc"]>;

export type ConfigVars = z.input<typeof VarsSchema>;
export type WorkerConfig = z.output<typeof VarsSchema>;

export type ConfigResult = { ok: true; config: WorkerConfig } | { ok: false; problems: string };

const parsed = new WeakMap<object, ConfigResult>();

/** Numbers that are not usable fall back to their defaults; a value that cannot be right (an APP_ORIGIN that is no origin) is a misconfiguration. */
export function readConfig(env: object): ConfigResult {
  const known = parsed.get(env);
  if (known) return known;
  const result = VarsSchema.safeParse(env);
  const read: ConfigResult = result.success ? { ok: true, config: result.data } : { ok: false, problems: z.prettifyError(result.error) };
  if (!read.ok) console.error(JSON.stringify({ event: "misconfigured", problems: read.problems }));
  parsed.set(env, read);
  return read;
}
