import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { findGrant } from "../db/queries/access";
import { decideProof, findJobProof } from "../db/queries/proofs";
import { sampleFiles, uploadFile } from "../test/files";
import { call, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { createShare } from "../test/shares";

type ProofBody = { id: string; startJobOnApproval: boolean };

async function quotedJobWithDesign() {
  const { cookie, body: owner } = await signUp();
  const job = await createJob(cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const [bytes] = (await sampleFiles()).pdf;
  const design = await uploadFile(cookie, job.id, bytes, "design.pdf", { category: "mockup" });
  const link = await createShare(cookie, job.id, { accessLevel: "view", expiresInDays: 7 });
  return { cookie, ownerId: owner.id, jobId: job.id, designId: design.id, token: link.shareToken };
}

const sendProof = async (cookie: string, fileId: string, body: unknown) => (await call(`/api/files/${fileId}/proof`, { body, cookie })).json<ProofBody>();
const decide = (token: string, proofId: string, body: unknown) => call(`/api/shared/${token}/proofs/${proofId}/decision`, { body, headers: { "CF-Connecting-IP": "203.0.113.9" } });
const jobStatus = async (cookie: string, jobId: string) => (await (await call(`/api/jobs/${jobId}`, { cookie })).json<{ status: string }>()).status;
const starts = async (cookie: string, jobId: string) =>
  (await (await call(`/api/jobs/${jobId}/activity`, { cookie })).json<{ action: string }[]>()).filter((entry) => entry.action === "started_job").length;

describe("a client's approval starting the job", () => {
  it("moves a quoted job to in_progress when the proof was sent with the flag, with one activity entry", async () => {
    const { cookie, jobId, designId, token } = await quotedJobWithDesign();
    const proof = await sendProof(cookie, designId, { startJobOnApproval: true });
    expect(proof.startJobOnApproval).toBe(true);
    const view = await (await call(`/api/shared/${token}`)).json<{ proofs: Record<string, unknown>[] }>();
    expect(view.proofs[0]).not.toHaveProperty("startJobOnApproval");
    expect((await decide(token, proof.id, { decision: "approved", name: "Dana" })).status).toBe(201);
    expect(await jobStatus(cookie, jobId)).toBe("in_progress");
    expect(await starts(cookie, jobId)).toBe(1);
  });

  it("leaves the job alone when the flag was not ticked", async () => {
    const { cookie, jobId, designId, token } = await quotedJobWithDesign();
    const proof = await sendProof(cookie, designId, {});
    expect(proof.startJobOnApproval).toBe(false);
    expect((await decide(token, proof.id, { decision: "approved", name: "Dana" })).status).toBe(201);
    expect(await jobStatus(cookie, jobId)).toBe("quote_sent");
    expect(await starts(cookie, jobId)).toBe(0);
  });

  it("leaves a job that moved on since the sending", async () => {
    const { cookie, jobId, designId, token } = await quotedJobWithDesign();
    const proof = await sendProof(cookie, designId, { startJobOnApproval: true });
    const held = await call(`/api/jobs/${jobId}`, { cookie, method: "PATCH", body: { status: "on_hold", base: { status: "quote_sent" } } });
    expect(held.status).toBe(200);
    expect((await decide(token, proof.id, { decision: "approved", name: "Dana" })).status).toBe(201);
    expect(await jobStatus(cookie, jobId)).toBe("on_hold");
    expect(await starts(cookie, jobId)).toBe(0);
  });

  it("leaves the job alone on a request for changes", async () => {
    const { cookie, jobId, designId, token } = await quotedJobWithDesign();
    const proof = await sendProof(cookie, designId, { startJobOnApproval: true });
    expect((await decide(token, proof.id, { decision: "changes_requested", name: "Dana", comment: "Bigger logo" })).status).toBe(201);
    expect(await jobStatus(cookie, jobId)).toBe("quote_sent");
    expect(await starts(cookie, jobId)).toBe(0);
  });

  it("starts the job once when approvals race", async () => {
    const { cookie, jobId, designId, token } = await quotedJobWithDesign();
    const proof = await sendProof(cookie, designId, { startJobOnApproval: true });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => decide(token, proof.id, { decision: "approved", name: `Person ${index}` })));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await jobStatus(cookie, jobId)).toBe("in_progress");
    expect(await starts(cookie, jobId)).toBe(1);
    const approvals = (await (await call(`/api/jobs/${jobId}/activity`, { cookie })).json<{ action: string }[]>()).filter((entry) => entry.action === "proof_approved");
    expect(approvals).toHaveLength(1);
  });

  it("leaves the job alone when an approval read the proof pending but another answer decided it first", async () => {
    const { cookie, ownerId, jobId, designId, token } = await quotedJobWithDesign();
    const proof = await sendProof(cookie, designId, { startJobOnApproval: true });
    const db = createDb(env.DB);
    const { grant } = (await findGrant(db, { userId: ownerId }, "job", jobId))!;
    const readPending = (await findJobProof(db, grant, proof.id))!;
    expect((await decide(token, proof.id, { decision: "changes_requested", name: "Dana", comment: "Bigger logo" })).status).toBe(201);
    const late = await decideProof(db, grant, readPending, { decision: "approved", name: "Sam", comment: null, addressHash: "0".repeat(64), markedKey: null });
    expect(late).toBeNull();
    expect(await jobStatus(cookie, jobId)).toBe("quote_sent");
    expect(await starts(cookie, jobId)).toBe(0);
  });

  it("refuses a flag that is not true or false and opens no proof", async () => {
    const { cookie, jobId, designId } = await quotedJobWithDesign();
    const refused = await call(`/api/files/${designId}/proof`, { body: { startJobOnApproval: "yes" }, cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/startJobOnApproval must be true or false/);
    expect(await (await call(`/api/jobs/${jobId}/proofs`, { cookie })).json()).toEqual([]);
  });
});
