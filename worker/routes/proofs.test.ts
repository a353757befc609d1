import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sampleFiles, uploadFile } from "../test/files";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { readPdfResponse } from "../test/pdf-reading";
import { createShare } from "../test/shares";

type ProofBody = { id: string; fileId: string; version: number; status: string; message: string | null; decision: { decision: string; name: string; comment: string | null } | null };
type SharedBody = { files: { id: string; filename: string; url: string; previewUrl: string | null }[]; proofs: (ProofBody & { url: string; previewUrl: string | null })[] };

async function jobWithDesign() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const [bytes] = (await sampleFiles()).pdf;
  const design = await uploadFile(owner.cookie, job.id, bytes, "design.pdf", { category: "proof" });
  const link = await createShare(owner.cookie, job.id, { accessLevel: "view", expiresInDays: 7 });
  return { owner, job, design, bytes, cookie: owner.cookie, token: link.shareToken };
}

const sendProof = (cookie: string, fileId: string, body: unknown = {}) => call(`/api/files/${fileId}/proof`, { body, cookie });
const shared = async (token: string) => (await call(`/api/shared/${token}`)).json<SharedBody>();
const decide = (token: string, proofId: string, body: unknown, address = "203.0.113.9") =>
  call(`/api/shared/${token}/proofs/${proofId}/decision`, { body, headers: { "CF-Connecting-IP": address } });

describe("design proofs", () => {
  it("makes one version for a Send sent twice under one Idempotency-Key, and answers the second with the first's version", async () => {
    const { job, design, cookie } = await jobWithDesign();
    const send = () => call(`/api/files/${design.id}/proof`, { body: { message: "v1" }, cookie, headers: { "Idempotency-Key": "send-once-1" } });
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await second.json<ProofBody>()).id).toBe((await first.json<ProofBody>()).id);
    const listed = await (await call(`/api/jobs/${job.id}/proofs`, { cookie })).json<ProofBody[]>();
    expect(listed.map((proof) => [proof.version, proof.status])).toEqual([[1, "pending"]]);
  });

  it("sends a design, shows it on the link, and records the client's one approval with name, time and address hash", async () => {
    const { job, design, bytes, cookie, token } = await jobWithDesign();
    const sent = await sendProof(cookie, design.id, { message: "Here is v1" });
    expect(sent.status).toBe(201);
    const proof = await sent.json<ProofBody>();
    expect(proof).toMatchObject({ fileId: design.id, version: 1, status: "pending", message: "Here is v1", decision: null });

    const view = await shared(token);
    expect(view.files).toEqual([]);
    expect(view.proofs).toHaveLength(1);
    const preview = await call(view.proofs[0]!.previewUrl!);
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(bytes);
    expect(preview.headers.get("Content-Security-Policy")).toMatch(/^sandbox; /);

    expect((await decide(token, proof.id, { decision: "approved", name: "" })).status).toBe(400);
    expect((await decide(token, proof.id, { decision: "changes_requested", name: "Dana" })).status).toBe(400);
    const approved = await decide(token, proof.id, { decision: "approved", name: "Dana Client" });
    expect(approved.status).toBe(201);
    const again = await decide(token, proof.id, { decision: "changes_requested", name: "Mallory", comment: "Make it pink" });
    expect(again.status).toBe(409);
    expect(await errorMessage(again)).toMatch(/already been answered/);

    const listed = await (await call(`/api/jobs/${job.id}/proofs`, { cookie })).json<ProofBody[]>();
    expect(listed[0]).toMatchObject({ status: "approved", decision: { decision: "approved", name: "Dana Client", comment: null } });
    const row = await env.DB.prepare("select decided_address_hash as hash from proofs where id = ?").bind(proof.id).first<{ hash: string }>();
    expect(row?.hash, "the address's pseudonym, as rate limits keep it").toMatch(/^[0-9a-f]{32}$/);
    expect(row?.hash).not.toContain("203.0.113.9");
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string }[]>();
    expect(activity.map((entry) => entry.action)).toEqual(expect.arrayContaining(["sent_proof", "proof_approved"]));
  });

  it("supersedes the pending version with a new one: deciding the old one is a 409, the new one takes changes with a comment", async () => {
    const { design, cookie, token } = await jobWithDesign();
    const v1 = await (await sendProof(cookie, design.id)).json<ProofBody>();
    const v2 = await (await sendProof(cookie, design.id)).json<ProofBody>();
    expect(v2.version).toBe(2);
    const stale = await decide(token, v1.id, { decision: "approved", name: "Dana" });
    expect(stale.status).toBe(409);
    expect(await errorMessage(stale)).toMatch(/newer version/);
    const changes = await decide(token, v2.id, { decision: "changes_requested", name: "Dana", comment: "Bigger logo" });
    expect(changes.status).toBe(201);
    const view = await shared(token);
    expect(view.proofs.map((proof) => [proof.version, proof.status])).toEqual([
      [2, "changes_requested"],
      [1, "superseded"],
    ]);
  });

  it("never gives a version's number to another design, even after the file that carried it was deleted", async () => {
    const { job, design, bytes, cookie } = await jobWithDesign();
    const second = await uploadFile(cookie, job.id, bytes, "design-2.pdf", { category: "proof" });
    expect((await (await sendProof(cookie, design.id)).json<ProofBody>()).version).toBe(1);
    expect((await (await sendProof(cookie, second.id)).json<ProofBody>()).version).toBe(2);
    expect((await call(`/api/files/${second.id}`, { method: "DELETE", cookie })).status).toBe(204);

    const third = await uploadFile(cookie, job.id, bytes, "design-3.pdf", { category: "proof" });
    expect((await (await sendProof(cookie, third.id)).json<ProofBody>()).version).toBe(3);
    const listed = await (await call(`/api/jobs/${job.id}/proofs`, { cookie })).json<ProofBody[]>();
    expect(listed.map((proof) => proof.version)).toEqual([3, 1]);
  });

  it("announces answers on the owner's dashboard, and to nobody else", async () => {
    const { job, design, cookie, token } = await jobWithDesign();
    const proof = await (await sendProof(cookie, design.id)).json<ProofBody>();
    expect(await (await call("/api/proofs/answered", { cookie })).json()).toEqual([]);
    await decide(token, proof.id, { decision: "changes_requested", name: "Dana", comment: "Bigger logo" });
    expect(await (await call("/api/proofs/answered", { cookie })).json()).toMatchObject([{ proofId: proof.id, jobId: job.id, clientName: "Fleet Co", version: 1, status: "changes_requested", name: "Dana", marked: false }]);
    const stranger = await signUp();
    expect(await (await call("/api/proofs/answered", { cookie: stranger.cookie })).json()).toEqual([]);
    expect((await call("/api/proofs/answered")).status).toBe(401);
  });

  it("lists every design version in the job's report and the link's report, with the client's answer, name, day and comment", async () => {
    const today = () => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" }).format(new Date());
    const dayBefore = today();
    const { job, design, cookie, token } = await jobWithDesign();
    const v1 = await (await sendProof(cookie, design.id)).json<ProofBody>();
    await decide(token, v1.id, { decision: "changes_requested", name: "Dana Client", comment: "Make the logo bigger on the driver side" });
    const v2 = await (await sendProof(cookie, design.id)).json<ProofBody>();
    await decide(token, v2.id, { decision: "approved", name: "Søren Ærø" });

    const member = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf?photos=none`, { cookie }));
    const shared = await readPdfResponse(await call(`/api/shared/${token}/report.pdf?photos=none`));
    const day = `(?:${dayBefore}|${today()})`;
    for (const report of [member, shared]) {
      const section = report.text.slice(report.text.indexOf("Design approvals")).replace(/\s+/g, " ");
      expect(section).toMatch(new RegExp(`v2 design\\.pdf ${day} Approved Søren Ærø, ${day}`));
      expect(section).toMatch(new RegExp(`v1 design\\.pdf ${day} Changes requested Dana Client, ${day}`));
      expect(section).toContain("“Make the logo bigger on the driver side”");
      expect(report.outsideMargins).toEqual([]);
    }
  });

  it("leaves design approvals out of a report when no design was sent", async () => {
    const { job, cookie } = await jobWithDesign();
    expect((await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf?photos=none`, { cookie }))).text).not.toContain("Design approvals");
  });

  it("takes one of many racing decisions and refuses the rest", async () => {
    const { design, cookie, token } = await jobWithDesign();
    const proof = await (await sendProof(cookie, design.id)).json<ProofBody>();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => decide(token, proof.id, { decision: "approved", name: `Person ${index}` })));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("refuses a file outside mockup and proof (422), a foreign proof id on another link (404), and a dead link", async () => {
    const { job, cookie, token } = await jobWithDesign();
    const [bytes] = (await sampleFiles()).txt;
    const plain = await uploadFile(cookie, job.id, bytes, "notes.txt");
    const refused = await sendProof(cookie, plain.id);
    expect(refused.status).toBe(422);
    const other = await jobWithDesign();
    const foreign = await (await sendProof(other.cookie, other.design.id)).json<ProofBody>();
    expect((await decide(token, foreign.id, { decision: "approved", name: "Dana" })).status).toBe(404);
    expect((await decide("x".repeat(43), foreign.id, { decision: "approved", name: "Dana" })).status).toBe(404);
    expect((await call(`/api/jobs/${other.job.id}/proofs`, { cookie: other.cookie })).status).toBe(200);
    expect(await (await call(`/api/jobs/${other.job.id}/proofs`, { cookie: other.cookie })).json<ProofBody[]>()).toMatchObject([{ status: "pending" }]);
  });

  it("shows only shared files on the link, serves them under the token, and never an unshared one", async () => {
    const { job, cookie, token } = await jobWithDesign();
    const samples = await sampleFiles();
    const shown = await uploadFile(cookie, job.id, samples.png[0], "mockup.png");
    const hidden = await uploadFile(cookie, job.id, samples.csv[0], "prices.csv");
    await call(`/api/files/${shown.id}`, { method: "PATCH", body: { shared: true }, cookie });
    const view = await shared(token);
    expect(view.files.map((file) => file.filename)).toEqual(["mockup.png"]);
    expect((await call(view.files[0]!.url)).headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect((await call(`/api/shared/${token}/files/${hidden.id}/download`)).status).toBe(404);
    const report = await readPdfResponse(await call(`/api/shared/${token}/report.pdf?photos=none`));
    expect(report.text).toContain("mockup.png");
    expect(report.text).not.toContain("prices.csv");
  });
});
