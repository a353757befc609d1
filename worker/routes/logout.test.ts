import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";

async function signedIn(cookie: string) {
  return (await (await call("/api/auth/user", { cookie })).json()) !== null;
}

describe("GET /api/logout", () => {
  it.each([
    ["another site", { "Sec-Fetch-Site": "cross-site" }],
    ["a sibling origin on the same site", { "Sec-Fetch-Site": "same-site" }],
    ["a browser without Fetch Metadata following a foreign link", { Referer: "https://evil.example/page" }],
  ])("refuses a navigation from %s: the session stays and the answer goes home", async (_label, headers) => {
    const { cookie } = await signUp();
    const response = await call("/api/logout", { cookie, headers });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each([
    ["the app itself", { "Sec-Fetch-Site": "same-origin" }],
    ["the address bar or a bookmark", { "Sec-Fetch-Site": "none" }],
    ["an older browser on the app's own page", { Referer: "http://localhost:8787/jobs/1" }],
  ])("signs out when %s navigates to it", async (_label, headers) => {
    const { cookie } = await signUp();
    const response = await call("/api/logout", { cookie, headers });
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toMatch(/wp_session=;.*Max-Age=0/i);
    expect(response.headers.get("Clear-Site-Data"), "cached photos go with the session").toBe('"cache"');
    expect(await signedIn(cookie)).toBe(false);
  });

  it("keeps the session of someone who signed in after the page that signs out was opened as another user", async () => {
    const before = await signUp();
    const { cookie, body } = await signUp();
    const response = await call(`/api/logout?as=${before.body.id}`, { cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Clear-Site-Data"), "the signed-in user's cached photos stay").toBeNull();
    expect(await signedIn(cookie)).toBe(true);
    const own = await call(`/api/logout?as=${body.id}`, { cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(own.headers.get("Set-Cookie")).toMatch(/wp_session=;.*Max-Age=0/i);
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session and answers 204", async () => {
    const { cookie } = await signUp();
    const response = await call("/api/auth/logout", { method: "POST", cookie });
    expect(response.status).toBe(204);
    expect(response.headers.get("Set-Cookie")).toMatch(/wp_session=;.*Max-Age=0/i);
    expect(response.headers.get("Clear-Site-Data")).toBe('"cache"');
    expect(await signedIn(cookie)).toBe(false);
  });

  it("answers 204 when already signed out", async () => {
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(204);
  });

  it("is refused from another origin and leaves the session alone", async () => {
    const { cookie } = await signUp();
    const response = await call("/api/auth/logout", { method: "POST", cookie, headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});
