import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import app from "./app";
import { readConfig } from "./config";

const configOf = (vars: Record<string, unknown>) => {
  const read = readConfig(vars);
  if (!read.ok) throw new Error(read.problems);
  return read.config;
};

describe("the Worker's variables", () => {
  afterEach(() => vi.restoreAllMocks());

  it("default when unset", () => {
    expect(configOf({})).toEqual({
      appOrigin: null,
      signupsPerAddressPerHour: 20,
      reportD1Queries: false,
      vpic: { base: "https://vpic.nhtsa.dot.gov/api/vehicles", timeoutMs: 4000 },
      pdfTimeoutMs: 60_000,
      oidc: null,
    });
  });

  it("turn provider sign-in on with an issuer and client id, with the default name and scopes", () => {
    expect(configOf({ OIDC_ISSUER: "https://login.example.com/realms/shop", OIDC_CLIENT_ID: "wrappilot", OIDC_CLIENT_SECRET: "s3cret" }).oidc).toEqual({
      issuer: "https://login.example.com/realms/shop",
      clientId: "wrappilot",
      clientSecret: "s3cret",
      providerName: "single sign-on",
      scopes: "openid email profile",
    });
    const named = configOf({ OIDC_ISSUER: "http://127.0.0.1:9000", OIDC_CLIENT_ID: "app", OIDC_PROVIDER_NAME: " Acme ID ", OIDC_SCOPES: "openid email" });
    expect(named.oidc).toMatchObject({ issuer: "http://127.0.0.1:9000", clientSecret: null, providerName: "Acme ID", scopes: "openid email" });
    expect(configOf({ OIDC_ISSUER: "", OIDC_CLIENT_ID: "" }).oidc).toBeNull();
  });

  it.each([
    [{ OIDC_ISSUER: "http://login.example.com", OIDC_CLIENT_ID: "app" }, "OIDC_ISSUER"],
    [{ OIDC_ISSUER: "https://login.example.com?tenant=1", OIDC_CLIENT_ID: "app" }, "OIDC_ISSUER"],
    [{ OIDC_ISSUER: "login.example.com", OIDC_CLIENT_ID: "app" }, "OIDC_ISSUER"],
    [{ OIDC_ISSUER: "https://login.example.com" }, "OIDC_CLIENT_ID"],
    [{ OIDC_CLIENT_ID: "app" }, "OIDC_CLIENT_ID"],
    [{ OIDC_ISSUER: "https://login.example.com", OIDC_CLIENT_ID: "app", OIDC_SCOPES: "email profile" }, "OIDC_SCOPES"],
  ])("refuse provider settings %j", (vars, named) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readConfig(vars)).toMatchObject({ ok: false, problems: expect.stringContaining(named) });
  });

  it("read what is set", () => {
    const config = configOf({ APP_ORIGIN: "https://app.example.com", SIGNUPS_PER_ADDRESS_PER_HOUR: "500", REPORT_D1_QUERIES: "1", VPIC_BASE_URL: "http://vpic.test", VPIC_TIMEOUT_MS: "1500", PDF_TIMEOUT_MS: "20000" });
    expect(config).toEqual({ appOrigin: "https://app.example.com", signupsPerAddressPerHour: 500, reportD1Queries: true, vpic: { base: "http://vpic.test", timeoutMs: 1500 }, pdfTimeoutMs: 20_000, oidc: null });
  });

  it.each(["", "0", "-3", "2.5", "lots"])("fall back to 20 signups per address for %j", (configured) => {
    expect(configOf({ SIGNUPS_PER_ADDRESS_PER_HOUR: configured }).signupsPerAddressPerHour).toBe(20);
  });

  it.each(["", "0", "-1", "soon"])("fall back to the public database's default timeout for %j", (configured) => {
    expect(configOf({ VPIC_TIMEOUT_MS: configured, VPIC_BASE_URL: "" }).vpic).toEqual({ base: "https://vpic.nhtsa.dot.gov/api/vehicles", timeoutMs: 4000 });
  });

  it.each(["", "0", "-1", "soon"])("fall back to waiting 60 s for the PDF Worker for %j", (configured) => {
    expect(configOf({ PDF_TIMEOUT_MS: configured }).pdfTimeoutMs).toBe(60_000);
  });

  it.each(["", "app.example.com", "https://app.example.com/", "https://app.example.com/app"])("refuse %j as APP_ORIGIN", (configured) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readConfig({ APP_ORIGIN: configured })).toMatchObject({ ok: false, problems: expect.stringContaining("APP_ORIGIN") });
  });

  it("answer every API request with a 500 when misconfigured, logging it once per environment", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const misconfigured = { ...env, APP_ORIGIN: "https://app.example.com/" };
    for (const path of ["/api/health", "/api/jobs"]) {
      const response = await app.request(path, {}, misconfigured);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: "internal_error", message: "The server is misconfigured. Please try again later." });
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain("APP_ORIGIN");
  });
});
