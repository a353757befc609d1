import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { IDEMPOTENCY_TTL_MS } from "../db/queries/expired-rows";
import { idempotencyKeys, loginDevices, sessions } from "../db/schema";
import type { Env } from "../env";
import worker from "../index";
import { call, signUp } from "../test/http";

const db = createDb(env.DB);
const HOUR = 60 * 60 * 1000;

describe("the hourly cron's clean-up", () => {
  it("deletes expired sessions, trusted devices and day-old stored answers of users who never came back, and keeps live ones", async () => {
    const gone = await signUp();
    const live = await signUp();
    const now = Date.now();
    await db.update(sessions).set({ expire: new Date(now - HOUR) }).where(eq(sessions.userId, gone.body.id));
    await db.update(loginDevices).set({ expiresAt: new Date(now - HOUR) }).where(eq(loginDevices.userId, gone.body.id));
    await db.insert(idempotencyKeys).values([
      { scope: gone.body.id, key: "old", requestHash: "h", createdAt: new Date(now - IDEMPOTENCY_TTL_MS - HOUR) },
      { scope: live.body.id, key: "fresh", requestHash: "h", createdAt: new Date(now - HOUR) },
    ]);

    const context = createExecutionContext();
    await (worker as ExportedHandler<Env>).scheduled!(createScheduledController({ scheduledTime: now, cron: "0 * * * *" }), env, context);
    await waitOnExecutionContext(context);

    expect(await db.$count(sessions, eq(sessions.userId, gone.body.id))).toBe(0);
    expect(await db.$count(loginDevices, eq(loginDevices.userId, gone.body.id))).toBe(0);
    expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key)).toContain("fresh");
    expect(await db.$count(idempotencyKeys, eq(idempotencyKeys.key, "old"))).toBe(0);
    expect(await (await call("/api/auth/user", { cookie: live.cookie })).json()).toMatchObject({ id: live.body.id });
    expect(await db.$count(loginDevices, eq(loginDevices.userId, live.body.id))).toBe(1);
  });
});
