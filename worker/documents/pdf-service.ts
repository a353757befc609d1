/**
 * The app Worker's side of the PDF Worker (worker/pdf): a document is drawn there over the PDF service
 * binding, and whatever goes wrong on the way (the Worker throws, is not deployed, or gives no answer
 * in time) is a 503 the user can read, never a hang.
 */
import { AppError } from "../lib/errors";
import type { PdfOutcome } from "../pdf/report-model";

/** A 60-photo report takes seconds, not a minute. */
export const PDF_DEFAULT_TIMEOUT_MS = 60_000;

const NOT_MADE = "The PDF could not be made just now. Try again in a minute.";

export async function drawPdf(draw: () => Promise<PdfOutcome>, timeoutMs: number): Promise<Uint8Array> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  let outcome: PdfOutcome;
  try {
    outcome = await Promise.race([draw(), late]);
  } catch (error) {
    console.error(JSON.stringify({ event: "pdf_worker_failed", error: String(error) }));
    throw new AppError("service_unavailable", NOT_MADE);
  } finally {
    clearTimeout(timer);
  }
  if (outcome.unavailable !== undefined) throw new AppError("service_unavailable", outcome.unavailable);
  return outcome.pdf;
}
