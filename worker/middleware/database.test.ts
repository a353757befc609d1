import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { call, signUp } from "../test/http";
import { createJob } from "../test/jobs";

describe("request database", () => {
  it("answers X-D1-Queries only when REPORT_D1_QUERIES is 1, counting the request's statements", async () => {
    const { cookie } = await signUp();
    expect((await call("/api/jobs", { cookie })).headers.get("X-D1-Queries")).toBeNull();
    const response = await app.request("/api/jobs", { headers: { Cookie: cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("X-D1-Queries"))).toBeGreaterThanOrEqual(2);
  });

  it("answers a D1 Sessions bookmark, and a request carrying it reads what the earlier one wrote", async () => {
    const { cookie } = await signUp();
    const created = await call("/api/jobs", { cookie, body: { clientName: "Bookmark Co" } });
    const bookmark = created.headers.get("X-D1-Bookmark");
    expect(bookmark).toMatch(/^[0-9a-f]{8}-/);
    const job = await created.json<{ id: string }>();
    const read = await call(`/api/jobs/${job.id}`, { cookie, headers: { "X-D1-Bookmark": bookmark! } });
    expect(read.status).toBe(200);
    expect(read.headers.get("X-D1-Bookmark")! >= bookmark!).toBe(true);
  });

  it("reads from the bookmark cookie when the header is absent, as the reads a page's HTML preloads do", async () => {
    const { cookie } = await signUp();
    const bookmark = (await call("/api/jobs", { cookie, body: { clientName: "Preload Co" } })).headers.get("X-D1-Bookmark")!;
    const later = (await call("/api/jobs", { cookie, body: { clientName: "Preload Co" } })).headers.get("X-D1-Bookmark")!;
    const asked: string[] = [];
    const db = { withSession: (constraint: string) => (asked.push(constraint), env.DB.withSession(constraint)) };
    const headers = (extra: Record<string, string>) => ({ headers: { ...extra, Cookie: `${cookie}; wp_d1_bookmark=${bookmark}` } });
    expect((await app.request("/api/jobs", headers({}), { ...env, DB: db })).status).toBe(200);
    await app.request("/api/jobs", headers({ "X-D1-Bookmark": later }), { ...env, DB: db });
    await app.request("/api/jobs", headers({ "X-D1-Bookmark": "not a bookmark" }), { ...env, DB: db });
    expect(asked).toEqual([bookmark, later, bookmark]);
  });

  it("ignores a malformed bookmark instead of failing the request", async () => {
    const { cookie } = await signUp();
    await createJob(cookie, { clientName: "Acme" });
    const response = await call("/api/jobs", { cookie, headers: { "X-D1-Bookmark": "not a bookmark; drop table jobs" } });
    expect(response.status).toBe(200);
  });

  it("checks a share link on the primary: a link deactivated a moment ago must not open from a replica that lags", async () => {
    const asked: string[] = [];
    const db = { withSession: (constraint: string) => (asked.push(constraint), env.DB.withSession(constraint)) };
    await app.request("/api/shared/no-such-token", {}, { ...env, DB: db });
    await app.request("/api/shared/no-such-token/photos/p1/thumb", {}, { ...env, DB: db });
    expect(asked).toEqual(["first-primary", "first-primary"]);
  });
});
