import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, call, signUp } from "../test/http";
import { createJob } from "../test/jobs";

function send(path: string, method: string, body: BodyInit, headers: Record<string, string> = {}, cookie?: string) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method, body, headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers } }),
  );
}

const loginJson = JSON.stringify({ usernameOrEmail: "someone", password: "secret" });

describe("request bodies on JSON routes", () => {
  it.each([
    ["text/plain", () => send("/api/auth/login", "POST", loginJson, { "Content-Type": "text/plain" })],
    ["form data", () => send("/api/auth/login", "POST", new URLSearchParams({ usernameOrEmail: "someone", password: "x" }))],
    ["multipart", () => send("/api/auth/signup", "POST", new FormData())],
    ["no content type", () => send("/api/auth/login", "POST", new TextEncoder().encode(loginJson))],
    ["a JSON look-alike type", () => send("/api/auth/login", "POST", loginJson, { "Content-Type": "application/jsonx" })],
  ])("answers 415 for %s", async (_label, request) => {
    const response = await request();
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      code: "unsupported_media_type",
      message: "Send JSON (Content-Type: application/json).",
    });
  });

  it("answers 415 on creating and editing jobs too, and changes nothing", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const create = await send("/api/jobs", "POST", JSON.stringify({ clientName: "Plain" }), { "Content-Type": "text/plain" }, cookie);
    expect(create.status).toBe(415);
    const edit = await send(`/api/jobs/${job.id}`, "PATCH", "clientName=Renamed", { "Content-Type": "application/x-www-form-urlencoded" }, cookie);
    expect(edit.status).toBe(415);
    expect(await (await call(`/api/jobs/${job.id}`, { cookie })).json()).toMatchObject({ clientName: "Acme" });
  });

  it("accepts JSON with a charset or a +json type", async () => {
    const charset = await send("/api/auth/login", "POST", loginJson, { "Content-Type": "application/json; charset=UTF-8" });
    expect(charset.status).toBe(401);
    const suffixed = await send("/api/auth/login", "POST", loginJson, { "Content-Type": "Application/Problem+JSON" });
    expect(suffixed.status).toBe(401);
  });

  it("keeps malformed JSON a clear 400", async () => {
    const response = await send("/api/auth/login", "POST", "{not json", { "Content-Type": "application/json" });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toMatch(/JSON/);
  });
});
