import { WorkerEntrypoint } from "cloudflare:workers";
import { AppError } from "../lib/errors";
import type { PdfEnv } from "./pdf-env";
import { makeQuote } from "./quote-document";
import { makeReport } from "./report-document";
import type { PdfOutcome, QuoteInput, ReportInput } from "./report-model";

/** An AppError's own message does not survive RPC, so a "try again" is answered as a value; anything else is thrown. */
async function outcome(make: () => Promise<Uint8Array>): Promise<PdfOutcome> {
  try {
    return { pdf: await make() };
  } catch (error) {
    if (error instanceof AppError && error.code === "service_unavailable") return { unavailable: error.message };
    throw error;
  }
}

/**
 * The PDF Worker (worker/pdf/wrangler.toml), reached only over the app Worker's PDF service binding.
 * It draws the document input it is given, already cut to what its reader may see, and reads from
 * R2 only the photos and logo that input names.
 */
export class PdfRenderer extends WorkerEntrypoint<PdfEnv> {
  report(input: ReportInput): Promise<PdfOutcome> {
    return outcome(() => makeReport(input, this.env));
  }

  quote(input: QuoteInput): Promise<PdfOutcome> {
    return outcome(() => makeQuote(input, this.env));
  }
}
