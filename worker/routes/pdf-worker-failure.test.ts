import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../app";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { createShare } from "../test/shares";

const NOT_MADE = "The PDF could not be made just now. Try again in a minute.";

async function pricedJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", vehicleYear: 2022, vehicleMake: "Ford", vehicleModel: "E-450" });
  await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 200, materialPrice: 450 }, cookie: owner.cookie });
  const share = await createShare(owner.cookie, job.id);
  return { owner, job, share };
}

/** The app with its PDF binding pointed at another entrypoint of this Worker (worker/test/main.ts), called over RPC as in production. */
const withPdf = (pdf: typeof env.PDF, vars: Record<string, string> = {}) => (path: string, cookie?: string) =>
  app.request(path, { headers: cookie ? { Cookie: cookie } : {} }, { ...env, ...vars, PDF: pdf }, createExecutionContext());

describe("a PDF Worker that fails", () => {
  it("is not asked for a HEAD, which answers the document's headers once the reader may have it, and nothing drawn", async () => {
    const { owner, job, share } = await pricedJob();
    const stranger = await signUp();
    const head = (path: string, cookie?: string) =>
      app.request(path, { method: "HEAD", headers: cookie ? { Cookie: cookie } : {} }, { ...env, PDF: exports.FailingPdfRenderer }, createExecutionContext());
    for (const response of [
      await head(`/api/jobs/${job.id}/report.pdf`, owner.cookie),
      await head(`/api/jobs/${job.id}/quote.pdf?units=metric`, owner.cookie),
      await head(`/api/shared/${share.shareToken}/report.pdf`),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(await response.text()).toBe("");
    }
    const [estimate] = await (await call(`/api/jobs/${job.id}/estimates`, { cookie: owner.cookie })).json<{ id: string }[]>();
    expect((await head(`/api/jobs/${job.id}/quote.pdf?estimateId=${estimate!.id.toUpperCase()}`, owner.cookie)).status, "an id in capitals names the same estimate").toBe(200);
    expect((await head(`/api/jobs/${job.id}/report.pdf`, stranger.cookie)).status).toBe(404);
    const bare = await createJob(owner.cookie, { clientName: "No Estimate Co" });
    expect((await head(`/api/jobs/${bare.id}/quote.pdf`, owner.cookie)).status).toBe(409);
  });

  it("answers the report, the quote and the share link's report with a 503 that says to try again", async () => {
    const { owner, job, share } = await pricedJob();
    const failing = withPdf(exports.FailingPdfRenderer);
    for (const response of [
      await failing(`/api/jobs/${job.id}/report.pdf`, owner.cookie),
      await failing(`/api/jobs/${job.id}/quote.pdf`, owner.cookie),
      await failing(`/api/shared/${share.shareToken}/report.pdf`),
    ]) {
      expect(response.status).toBe(503);
      expect(await errorMessage(response)).toBe(NOT_MADE);
    }
  });

  it("answers 503 once PDF_TIMEOUT_MS has passed without an answer, instead of waiting on it", async () => {
    const { owner, job } = await pricedJob();
    const started = Date.now();
    const response = await withPdf(exports.LatePdfRenderer, { PDF_TIMEOUT_MS: "300" })(`/api/jobs/${job.id}/report.pdf`, owner.cookie);
    expect(response.status).toBe(503);
    expect(await errorMessage(response)).toBe(NOT_MADE);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("still draws the document through the same binding when the PDF Worker answers", async () => {
    const { owner, job } = await pricedJob();
    const response = await withPdf(exports.PdfRenderer)(`/api/jobs/${job.id}/quote.pdf`, owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
  }, 60_000);
});
