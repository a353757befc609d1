import { WorkerEntrypoint } from "cloudflare:workers";
import type { PdfRenderer } from "../pdf/index";
import type { PdfOutcome } from "../pdf/report-model";

/** A PDF Worker that throws, as one with a bug or out of memory would. */
export class FailingPdfRenderer extends WorkerEntrypoint implements Pick<PdfRenderer, "report" | "quote"> {
  report(): Promise<PdfOutcome> {
    return Promise.reject(new Error("PDF Worker exceeded its memory limit"));
  }

  quote(): Promise<PdfOutcome> {
    return Promise.reject(new Error("PDF Worker exceeded its memory limit"));
  }
}

const LATE_MS = 3_000;

/** A PDF Worker that answers only after the route has stopped waiting (the test sets PDF_TIMEOUT_MS well below LATE_MS). */
export class LatePdfRenderer extends WorkerEntrypoint implements Pick<PdfRenderer, "report" | "quote"> {
  async report(): Promise<PdfOutcome> {
    await scheduler.wait(LATE_MS);
    return { pdf: new Uint8Array() };
  }

  quote(): Promise<PdfOutcome> {
    return this.report();
  }
}
