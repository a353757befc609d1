import { describe, expect, it } from "vitest";
import { apiClient, call } from "../test/http";

describe("GET /api/health", () => {
  it("answers ok with security headers and no caching", async () => {
    const response = await apiClient().health.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
  });

  it("answers unknown API paths with the JSON error model", async () => {
    const response = await call("/api/nope");
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ code: "not_found", message: expect.any(String), requestId: expect.any(String) });
  });
});
