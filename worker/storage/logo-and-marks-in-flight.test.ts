import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import app from "../app";
import { createDb } from "../db/client";
import { objectsInFlight, proofs, users } from "../db/schema";
import type { Env } from "../env";
import { runCron } from "../test/cron";
import { answerLost, withMethod } from "../test/d1-faults";
import { markedForm, sampleFiles, uploadFile } from "../test/files";
import { ORIGIN, call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { jpegBlob, storedUnder } from "../test/photos";
import { createShare } from "../test/shares";
import { IN_FLIGHT_TIME_LIMIT_MS, jobObjects, settleObjects, userObjects } from "./in-flight";
import { logoKey, userPrefix } from "./keys";

const db = createDb(env.DB);
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
/** Read whole and filtered here: D1 refuses a LIKE pattern over 50 bytes, and a design's marks prefix is longer. */
const marksUnder = async (prefix: string) => (await db.select({ key: objectsInFlight.key }).from(objectsInFlight)).map((mark) => mark.key).filter((key) => key.startsWith(prefix));

function logoForm() {
  const form = new FormData();
  form.set("logo", jpegBlob(), "logo.jpg");
  return form;
}

const putLogo = (cookie: string, bindings: Partial<Env>) =>
  app.request(`${ORIGIN}/api/account/logo`, { method: "PUT", body: logoForm(), headers: { Cookie: cookie, Origin: ORIGIN } }, { ...env, ...bindings }, ctx);

async function sentDesign() {
  const { cookie } = await signUp();
  const job = await createJob(cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const design = await uploadFile(cookie, job.id, (await sampleFiles()).png[0], "side.png", { category: "proof" });
  const proof = await (await call(`/api/files/${design.id}/proof`, { body: {}, cookie })).json<{ id: string }>();
  const link = await createShare(cookie, job.id, { accessLevel: "view", expiresInDays: 7 });
  return { job, proof, marksPrefix: `jobs/${job.id}/files/${design.id}/marks/`, token: link.shareToken };
}

let visitors = 0;
const sendMarksWith = (token: string, proofId: string, bindings: Partial<Env>) => {
  visitors += 1;
  const headers = { Origin: ORIGIN, "CF-Connecting-IP": `198.51.100.${visitors % 250}` };
  const form = markedForm({ name: "Dana Client", comment: "Move the logo up here" });
  return app.request(`${ORIGIN}/api/shared/${token}/proofs/${proofId}/marked-changes`, { method: "POST", body: form, headers }, { ...env, ...bindings }, ctx);
};

describe("a business logo stored before the account names it", () => {
  it("is kept when the account was written and only its answer was lost, and left marked for the sweep", async () => {
    const { cookie, body } = await signUp();
    const response = await putLogo(cookie, { DB: answerLost(env.DB, 'update "users"') });
    expect(response.status).toBe(500);
    const [account] = await db.select({ logoKey: users.logoKey }).from(users).where(eq(users.id, body.id));
    expect(account?.logoKey, "the batch committed").toMatch(/\/logo\//);
    expect(await storedUnder(userPrefix(body.id))).toEqual([account!.logoKey]);
    expect(await marksUnder(userPrefix(body.id))).toEqual([account!.logoKey]);
    await settleObjects(db, env.FILES, userObjects(body.id, [account!.logoKey!]));
    expect(await storedUnder(userPrefix(body.id)), "named, so kept").toEqual([account!.logoKey]);
    expect(await marksUnder(userPrefix(body.id))).toEqual([]);
  });

  it("is forgotten once the account names it, and a cut-off upload's is swept by the cron unless the account names it", async () => {
    const { cookie, body } = await signUp();
    expect((await putLogo(cookie, {})).status).toBe(200);
    const [account] = await db.select({ logoKey: users.logoKey }).from(users).where(eq(users.id, body.id));
    expect(await marksUnder(userPrefix(body.id))).toEqual([]);

    const now = Date.now();
    const cutOff = logoKey(body.id, crypto.randomUUID());
    await env.FILES.put(cutOff, "bytes");
    const stale = new Date(now - IN_FLIGHT_TIME_LIMIT_MS - 60_000);
    await db.insert(objectsInFlight).values([account!.logoKey!, cutOff].map((key) => ({ key, userId: body.id, startedAt: stale })));
    await runCron(now);
    expect(await storedUnder(userPrefix(body.id))).toEqual([account!.logoKey]);
    expect(await marksUnder(userPrefix(body.id))).toEqual([]);
  });
});

describe("a client's marks on a design stored before the proof names them", () => {
  it("are kept when the answer was written and only its reply was lost, and left marked for the sweep", async () => {
    const { job, proof, marksPrefix, token } = await sentDesign();
    const response = await sendMarksWith(token, proof.id, { DB: answerLost(env.DB, 'update "proofs"') });
    expect(response.status).toBe(500);
    const [row] = await db.select({ markedKey: proofs.markedKey, status: proofs.status }).from(proofs).where(eq(proofs.id, proof.id));
    expect(row, "the batch committed").toMatchObject({ status: "changes_requested", markedKey: expect.stringContaining("/marks/") });
    expect(await storedUnder(marksPrefix)).toEqual([row!.markedKey]);
    expect(await marksUnder(marksPrefix)).toEqual([row!.markedKey]);
    await settleObjects(db, env.FILES, jobObjects(job.id, [row!.markedKey!]));
    expect(await storedUnder(marksPrefix), "named, so kept").toEqual([row!.markedKey]);
    expect(await marksUnder(marksPrefix)).toEqual([]);
  });

  it("are deleted with their mark when the design was answered while they were stored, and the client is told", async () => {
    const { proof, marksPrefix, token } = await sentDesign();
    const bucket = withMethod(env.FILES, "put", (put) => async (...args) => {
      await env.DB.prepare("update proofs set status = 'approved' where id = ?").bind(proof.id).run();
      return put(...args);
    });
    const response = await sendMarksWith(token, proof.id, { FILES: bucket });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe("This version of the design has already been answered.");
    expect(await storedUnder(marksPrefix)).toEqual([]);
    expect(await marksUnder(marksPrefix)).toEqual([]);
  });
});
