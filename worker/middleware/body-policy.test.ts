import { env } from "cloudflare:test";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import type { AppBindings } from "../env";
import { renderError } from "../lib/render-error";
import { acceptsUpload, bodyPolicy } from "./body-policy";
import { loadConfig } from "./config";
import { database } from "./database";
import { idempotency } from "./idempotency";

const MB = 1024 * 1024;

function buildApp() {
  let uploads = 0;
  const app = new Hono<AppBindings>()
    .use(requestId(), loadConfig, database)
    .use(async (c, next) => {
      c.set("user", { id: "body-policy-user" });
      await next();
    })
    .use(bodyPolicy, idempotency)
    .post("/json", async (c) => c.json({ size: (await c.req.text()).length }))
    .post("/upload", acceptsUpload(12 * MB), async (c) => {
      uploads += 1;
      let size = 0;
      for await (const chunk of c.req.raw.body!) size += chunk.byteLength;
      return c.json({ size, uploads }, 201);
    });
  app.onError(renderError);
  return app;
}

const send = (app: Hono<AppBindings>, path: string, bytes: number, headers: Record<string, string> = {}) =>
  app.request(path, { method: "POST", headers: { "Content-Type": "application/octet-stream", "Content-Length": String(bytes), ...headers }, body: new Uint8Array(bytes) }, env);

describe("body limits per route", () => {
  it("holds JSON routes to 1 MB and lets a route that declares an upload take 12 MB", async () => {
    const app = buildApp();
    expect((await send(app, "/json", MB - 10)).status).toBe(200);
    const tooBig = await send(app, "/json", MB + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ code: "payload_too_large", message: "The request body is larger than 1 MB." });

    const upload = await send(app, "/upload", 5 * MB);
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({ size: 5 * MB });
    const overUpload = await send(app, "/upload", 12 * MB + 1);
    expect(overUpload.status).toBe(413);
    expect(await overUpload.json()).toMatchObject({ message: "The request body is larger than 12 MB." });
  });

  it("replays an upload retried with the same Idempotency-Key without streaming it into the handler again", async () => {
    const app = buildApp();
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const first = await send(app, "/upload", 2 * MB, key);
    const second = await send(app, "/upload", 2 * MB, key);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect((await send(app, "/upload", 3 * MB, key)).status).toBe(422);
  });

  it("replays a form sent again under a new boundary, and refuses another form of the same length under the key", async () => {
    const app = buildApp();
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const sendForm = (caption: string) => {
      const form = new FormData();
      form.set("caption", caption);
      form.set("photo", new Blob([new Uint8Array(64 * 1024).fill(7)]), "door.png");
      return app.request("/upload", { method: "POST", headers: key, body: form }, env);
    };
    const first = await sendForm("Hood");
    expect(first.status).toBe(201);
    const retry = await sendForm("Hood");
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    const other = await sendForm("Roof");
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ message: "This Idempotency-Key was already used for a different request." });
  });
});
