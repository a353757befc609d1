import { Hono } from "hono";
import { vehicleLine } from "../../shared/domain/job-text";
import { QuoteQuerySchema, ReportQuerySchema } from "../../shared/schemas/document";
import { quoteRows, reportRows } from "../db/queries/documents";
import type { AppBindings } from "../env";
import { AppError } from "../lib/errors";
import { requireGrant } from "../lib/job-access";
import { validate } from "../lib/validator";
import { requireUser } from "../middleware/session";
import { businessOf, documentJob, reportMeasurement, reportPhotos } from "../pdf/document-input";
import { documentFileName } from "../pdf/document-text";
import { pdfDownload } from "../pdf/pdf-response";
import { makeQuote } from "../pdf/quote-document";
import { makeReport } from "../pdf/report-document";

/** Mounted at /api/jobs/:jobId: the job report and the client quote as PDF, for everyone who may view the job. */
export const jobDocumentRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/report.pdf", validate("query", ReportQuerySchema), async (c) => {
    const options = c.req.valid("query");
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
    const rows = await reportRows(c.var.db, grant);
    const bytes = await makeReport(
      {
        business: businessOf(rows.owner, "member"),
        job: documentJob(grant.job, "member"),
        measurements: options.measurements === "1" ? rows.measurements.map(reportMeasurement) : null,
        photos: reportPhotos(rows.photos, options.photos),
        estimate: rows.estimate,
        shareUrl: null,
        metric: options.units === "metric",
        madeAt: new Date(),
        timeZone: options.tz ?? "UTC",
      },
      c.env,
    );
    return pdfDownload(c, bytes, documentFileName([grant.job.clientName, vehicleLine(grant.job)], "report"));
  })
  .get("/quote.pdf", validate("query", QuoteQuerySchema), async (c) => {
    const { estimateId, tz } = c.req.valid("query");
    const { grant } = await requireGrant(c, "job", c.req.param("jobId")!, "view");
    const { estimate, owner } = await quoteRows(c.var.db, grant, estimateId);
    if (!estimate && estimateId) throw new AppError("not_found", "Estimate not found");
    if (!estimate) throw new AppError("conflict", "This job has no estimate yet. Add one in the Wrapulator, then make the quote.");
    const bytes = await makeQuote({ business: businessOf(owner, "member"), job: documentJob(grant.job, "member"), estimate, madeAt: new Date(), timeZone: tz ?? "UTC" }, c.env.ASSETS);
    return pdfDownload(c, bytes, documentFileName([grant.job.clientName, vehicleLine(grant.job)], "quote"));
  });
