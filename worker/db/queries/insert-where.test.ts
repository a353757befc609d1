import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createJob } from "../../test/jobs";
import { signUp } from "../../test/http";
import { createDb } from "../client";
import { qrShares } from "../schema";
import { hasRoom, insertWhere } from "./insert-where";

const db = () => createDb(env.DB);

async function jobOf() {
  const { cookie, body } = await signUp();
  return { userId: body.id, jobId: (await createJob(cookie, { clientName: "Acme" })).id };
}

describe("insertWhere", () => {
  it("writes the row as values() would, with the column defaults, when the condition holds", async () => {
    const { userId, jobId } = await jobOf();
    const expiresAt = new Date(Date.now() + 60_000);
    const [viaSelect] = await insertWhere(db(), qrShares, { jobId, createdBy: userId, tokenHash: crypto.randomUUID(), expiresAt }, sql`1`).returning();
    const [viaValues] = await db().insert(qrShares).values({ jobId, createdBy: userId, tokenHash: crypto.randomUUID(), expiresAt }).returning();
    const comparable = (row: typeof qrShares.$inferSelect) => ({ ...row, id: typeof row.id, tokenHash: typeof row.tokenHash, createdAt: typeof row.createdAt, updatedAt: typeof row.updatedAt });
    expect(comparable(viaSelect!)).toEqual(comparable(viaValues!));
    expect(viaSelect).toMatchObject({ accessLevel: "view", isActive: true, viewCount: 0, lastAccessedAt: null, expiresAt });
  });

  it("writes nothing once hasRoom counts the cap", async () => {
    const { userId, jobId } = await jobOf();
    const room = hasRoom(qrShares, eq(qrShares.jobId, jobId), 2);
    const insert = () => insertWhere(db(), qrShares, { jobId, createdBy: userId, tokenHash: crypto.randomUUID() }, room).returning();
    const written = await Promise.all([insert(), insert(), insert(), insert()]);
    expect(written.map((rows) => rows.length).sort()).toEqual([0, 0, 1, 1]);
    expect(await env.DB.prepare("select count(*) as n from qr_shares where job_id = ?").bind(jobId).first("n")).toBe(2);
  });
});
