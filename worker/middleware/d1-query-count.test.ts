import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { call, signUp } from "../test/http";

describe("X-D1-Queries", () => {
  it("is absent unless REPORT_D1_QUERIES is 1, then counts the request's statements", async () => {
    const { cookie } = await signUp();
    expect((await call("/api/jobs", { cookie })).headers.get("X-D1-Queries")).toBeNull();
    const response = await app.request("/api/jobs", { headers: { Cookie: cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("X-D1-Queries"))).toBeGreaterThanOrEqual(2);
  });
});
