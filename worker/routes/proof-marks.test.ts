import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MARKUP_RENDITION_EDGE } from "../../shared/constants";
import { markedForm, sampleFiles, sendMarks, uploadFile } from "../test/files";
import { call, signUp } from "../test/http";
import { flatPng, imageBytes } from "../test/images";
import { createJob, errorMessage } from "../test/jobs";
import { sendForm, storedUnder } from "../test/photos";
import { createShare } from "../test/shares";

type Decision = { decision: string; name: string; comment: string | null; markedUrl: string | null };
type ProofBody = { id: string; status: string; decision: Decision | null };

async function sentDesign() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  const design = await uploadFile(owner.cookie, job.id, (await sampleFiles()).png[0], "side.png", { category: "proof" });
  const proof = await (await call(`/api/files/${design.id}/proof`, { body: {}, cookie: owner.cookie })).json<ProofBody>();
  const link = await createShare(owner.cookie, job.id, { accessLevel: "view", expiresInDays: 7 });
  return { owner, job, design, proof, cookie: owner.cookie, token: link.shareToken };
}

const marksUnder = (jobId: string, fileId: string) => storedUnder(`jobs/${jobId}/files/${fileId}/marks/`);
const GOOD = { name: "Dana Client", comment: "Move the logo up here" };

describe("marks on a design", () => {
  it("records a change request with the marked design, served to the owner and through the link, and named in the activity", async () => {
    const { job, design, proof, cookie, token } = await sentDesign();
    const sent = await sendMarks(token, proof.id, markedForm(GOOD));
    expect(sent.status).toBe(201);
    const shared = await sent.json<ProofBody>();
    expect(shared).toMatchObject({ status: "changes_requested", decision: { decision: "changes_requested", name: "Dana Client", comment: "Move the logo up here" } });
    expect(shared.decision?.markedUrl).toBe(`/api/shared/${token}/proofs/${proof.id}/marked`);

    const throughLink = await call(shared.decision!.markedUrl!);
    expect(throughLink.status).toBe(200);
    expect(throughLink.headers.get("Content-Type")).toBe("image/jpeg");
    expect(new Uint8Array(await throughLink.arrayBuffer())).toEqual(imageBytes("jpeg"));

    const [listed] = await (await call(`/api/jobs/${job.id}/proofs`, { cookie })).json<ProofBody[]>();
    expect(listed?.decision?.markedUrl).toBe(`/api/jobs/${job.id}/proofs/${proof.id}/marked`);
    const forOwner = await call(listed!.decision!.markedUrl!, { cookie });
    expect(forOwner.status).toBe(200);
    expect(new Uint8Array(await forOwner.arrayBuffer())).toEqual(imageBytes("jpeg"));
    expect(await marksUnder(job.id, design.id)).toHaveLength(1);

    expect(await (await call("/api/proofs/answered", { cookie })).json()).toMatchObject([{ proofId: proof.id, status: "changes_requested", marked: true }]);
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string; details: string }[]>();
    expect(activity.find((entry) => entry.action === "proof_changes_requested")?.details).toMatch(/with marks on the design/);
  });

  it("reads the image's type from its bytes and refuses what is not an image, too large, or without a name or comment, storing nothing", async () => {
    const { job, design, proof, token } = await sentDesign();
    const refusals: [FormData, number, RegExp][] = [
      [markedForm(GOOD, new TextEncoder().encode("<html><script>alert(1)</script></html>")), 415, /marked/],
      [markedForm(GOOD, await flatPng(MARKUP_RENDITION_EDGE + 1, 8)), 400, new RegExp(`${MARKUP_RENDITION_EDGE} pixels`)],
      [markedForm(GOOD, null), 400, /marked/],
      [markedForm(GOOD, "not a file"), 400, /marked/],
      [markedForm({ name: "Dana Client" }), 400, /say what should change/],
      [markedForm({ comment: "Higher" }), 400, /name/],
      [markedForm({ ...GOOD, decision: "approved" }), 400, /decision/],
    ];
    for (const [form, status, message] of refusals) {
      const response = await sendMarks(token, proof.id, form);
      expect(response.status, String(message)).toBe(status);
      expect(await errorMessage(response)).toMatch(message);
    }
    const json = await call(`/api/shared/${token}/proofs/${proof.id}/marked-changes`, { body: GOOD });
    expect(json.status).toBe(415);
    expect((await call(`/api/shared/${token}`)).ok).toBe(true);
    const [listed] = await (await call(`/api/shared/${token}`)).json<{ proofs: ProofBody[] }>().then((view) => view.proofs);
    expect(listed).toMatchObject({ status: "pending", decision: null });
    expect(await marksUnder(job.id, design.id)).toEqual([]);
  });

  it("keeps one answer per version: marks sent after an answer, or racing another, are refused and leave no image behind", async () => {
    const { job, design, proof, token } = await sentDesign();
    const racing = await Promise.all([0, 1, 2, 3].map(() => sendMarks(token, proof.id, markedForm(GOOD))));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await marksUnder(job.id, design.id)).toHaveLength(1);
    const late = await sendMarks(token, proof.id, markedForm(GOOD));
    expect(late.status).toBe(409);
    expect(await errorMessage(late)).toMatch(/already been answered/);
    expect(await marksUnder(job.id, design.id)).toHaveLength(1);
  });

  it("limits marked designs sent through a link, refused ones too, and refuses an answered version before reading its form", async () => {
    const { proof, token } = await sentDesign();
    const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (form: FormData) => sendForm(`/api/shared/${token}/proofs/${proof.id}/marked-changes`, form, { headers: { "CF-Connecting-IP": address } });
    const notAnImage = markedForm(GOOD, new TextEncoder().encode("not an image at all"));
    for (let i = 0; i < 30; i += 1) expect((await send(notAnImage)).status).toBe(415);
    const over = await send(markedForm(GOOD));
    expect(over.status).toBe(429);
    expect(await errorMessage(over)).toMatch(/^Too many marked designs sent through this link/);

    const answered = await sentDesign();
    expect((await sendMarks(answered.token, answered.proof.id, markedForm(GOOD))).status).toBe(201);
    const late = await sendMarks(answered.token, answered.proof.id, notAnImage);
    expect(late.status).toBe(409);
    expect(await errorMessage(late)).toMatch(/already been answered/);
  });

  it("answers 404 for another job's proof, a proof without marks, and a closed link, and deleting the file sweeps the marks", async () => {
    const { job, design, proof, cookie, token } = await sentDesign();
    const other = await sentDesign();
    expect((await sendMarks(other.token, proof.id, markedForm(GOOD))).status).toBe(404);
    expect((await call(`/api/shared/${token}/proofs/${proof.id}/marked`)).status).toBe(404);
    expect((await call(`/api/jobs/${job.id}/proofs/${proof.id}/marked`, { cookie })).status).toBe(404);
    expect((await sendMarks(token, proof.id, markedForm(GOOD))).status).toBe(201);
    expect((await call(`/api/jobs/${other.job.id}/proofs/${proof.id}/marked`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/jobs/${job.id}/proofs/${proof.id}/marked`, { cookie: other.cookie })).status).toBe(404);
    expect((await sendMarks("no-such-token-at-all-here", proof.id, markedForm(GOOD))).status).toBe(404);

    expect((await call(`/api/files/${design.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await marksUnder(job.id, design.id)).toEqual([]);
    expect(await env.DB.prepare("select count(*) as n from proofs where id = ?").bind(proof.id).first<{ n: number }>()).toEqual({ n: 0 });
  });
});
