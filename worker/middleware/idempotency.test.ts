import { env } from "cloudflare:test";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it, vi } from "vitest";
import type { AppBindings } from "../env";
import { renderError } from "../lib/render-error";
import { bodyPolicy } from "./body-policy";
import { loadConfig } from "./config";
import { database } from "./database";
import { CLAIM_ABANDONED_MS, idempotency } from "./idempotency";

function buildApp(userId: string | null, gate: Promise<void> = Promise.resolve()) {
  let runs = 0;
  const app = new Hono<AppBindings>()
    .use(requestId())
    .use(loadConfig, database)
    .use(async (c, next) => {
      c.set("user", userId ? { id: userId } : null);
      await next();
    })
    .use(bodyPolicy, idempotency)
    .post("/things", async (c) => {
      runs += 1;
      await gate;
      const body = await c.req.json<{ name: string }>();
      if (body.name === "explode") throw new Error("boom");
      return c.json({ run: runs, name: body.name, id: crypto.randomUUID() }, 201);
    })
    .delete("/things", (c) => {
      runs += 1;
      return c.body(null, 204);
    });
  app.onError(renderError);
  return { app, runs: () => runs };
}

function post(app: Hono<AppBindings>, body: unknown, key?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key !== undefined) headers["Idempotency-Key"] = key;
  return app.request("/things", { method: "POST", headers, body: JSON.stringify(body) }, env);
}

describe("idempotency middleware", () => {
  it("replays the first result for the same key and body without running the handler again", async () => {
    const { app, runs } = buildApp("user-a");
    const first = await post(app, { name: "hood" }, "key-1");
    const second = await post(app, { name: "hood" }, "key-1");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(runs()).toBe(1);
  });

  it("refuses the same key with a different body", async () => {
    const { app } = buildApp("user-b");
    await post(app, { name: "roof" }, "key-2");
    const reused = await post(app, { name: "trunk" }, "key-2");
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: "idempotency_conflict" });
  });

  it("keeps keys apart per user", async () => {
    const a = buildApp("user-c");
    const b = buildApp("user-d");
    await post(a.app, { name: "door" }, "shared-key");
    const other = await post(b.app, { name: "door" }, "shared-key");
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect(b.runs()).toBe(1);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app, runs } = buildApp("user-e", gate);
    const first = post(app, { name: "x" }, "busy-key");
    await vi.waitFor(() => expect(runs(), "the first request holds the key and waits in its handler").toBe(1));
    const second = await post(app, { name: "x" }, "busy-key");
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: "idempotency_in_progress" });
    release();
    expect((await first).status).toBe(201);
    expect(runs()).toBe(1);
  });

  it("takes over a claim left unfinished for longer than any request runs, and not one still young", async () => {
    const { app, runs } = buildApp("user-abandoned");
    await post(app, { name: "hood" }, "probe");
    const { hash } = (await env.DB.prepare("select request_hash as hash from idempotency_keys where scope = 'user-abandoned' and key = 'probe'").first<{ hash: string }>())!;
    const claim = env.DB.prepare("insert into idempotency_keys (scope, key, request_hash, status, response_body, created_at) values ('user-abandoned', ?, ?, null, null, ?)");
    await claim.bind("old-claim", hash, Date.now() - CLAIM_ABANDONED_MS - 1000).run();
    await claim.bind("young-claim", hash, Date.now() - 1000).run();
    const retried = await post(app, { name: "hood" }, "old-claim");
    expect(retried.status).toBe(201);
    expect((await post(app, { name: "hood" }, "old-claim")).headers.get("Idempotent-Replayed")).toBe("true");
    const held = await post(app, { name: "hood" }, "young-claim");
    expect(held.status).toBe(409);
    expect(await held.json()).toMatchObject({ code: "idempotency_in_progress" });
    expect(runs()).toBe(2);
  });

  it("releases the key when the handler fails so a retry can run", async () => {
    const { app, runs } = buildApp("user-f");
    expect((await post(app, { name: "explode" }, "key-3")).status).toBe(500);
    const row = await env.DB.prepare("select count(*) as n from idempotency_keys where scope = ?")
      .bind("user-f")
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
    expect(runs()).toBe(1);
  });

  it("replays a DELETE retried with the same key", async () => {
    const { app, runs } = buildApp("user-h");
    const remove = () => app.request("/things", { method: "DELETE", headers: { "Idempotency-Key": "delete-1" } }, env);
    expect((await remove()).status).toBe(204);
    const again = await remove();
    expect(again.status).toBe(204);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(runs()).toBe(1);
  });

  it("rejects malformed keys and leaves requests without a key or user alone", async () => {
    const { app, runs } = buildApp("user-g");
    expect((await post(app, { name: "x" }, "has space")).status).toBe(400);
    await post(app, { name: "x" });
    await post(app, { name: "x" });
    expect(runs()).toBe(2);

    const anonymous = buildApp(null);
    await post(anonymous.app, { name: "x" }, "anon-key");
    await post(anonymous.app, { name: "x" }, "anon-key");
    expect(anonymous.runs()).toBe(2);
  });
});
