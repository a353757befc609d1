import { Hono } from "hono";
import { QuoteQuerySchema, ReportQuerySchema } from "../../shared/schemas/document";
import { quoteRows, reportRows } from "../db/queries/documents";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";
import { requireGrant } from "../lib/job-access";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";
import { businessOf, documentJob, jobFileName, reportInput } from "../documents/document-input";
import { pdfDownload, pdfHead } from "../documents/pdf-response";
import { drawPdf } from "../documents/pdf-service";

/** Mounted at /api/jobs/:jobId: the job report and the client quote as PDF, for everyone who may view the job. */
export const jobDocumentRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/report.pdf", validate("query", ReportQuerySchema), async (c) => {
    const options = c.req.valid("query");
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
    if (c.req.method === "HEAD") return pdfHead(c);
    const rows = await reportRows(c.var.db, grant);
    const input = reportInput(grant.job, rows, options, "member");
    const bytes = await drawPdf(() => c.env.PDF.report(input), c.var.config.pdfTimeoutMs);
    return pdfDownload(c, bytes, jobFileName(grant.job, "report"));
  })
  .get("/quote.pdf", validate("query", QuoteQuerySchema), async (c) => {
    const { estimateId, units, tz } = c.req.valid("query");
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
    const { estimate, owner } = await quoteRows(c.var.db, grant, estimateId);
    if (!estimate && estimateId) throw new AppError("not_found", "Estimate not found");
    if (!estimate) throw new AppError("conflict", "This job has no estimate yet. Add one in the Wrapulator tab, then make the quote.");
    if (c.req.method === "HEAD") return pdfHead(c);
    const input = { business: businessOf(owner, "member"), job: documentJob(grant.job, "member"), estimate, metric: units === "metric", madeAt: new Date(), timeZone: tz ?? "UTC" };
    const bytes = await drawPdf(() => c.env.PDF.quote(input), c.var.config.pdfTimeoutMs);
    return pdfDownload(c, bytes, jobFileName(grant.job, "quote"));
  });
