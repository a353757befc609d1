/**
 * The PDF service binding typed by the PDF Worker's entrypoint (worker/pdf/index.ts), which the
 * types generated from wrangler.toml cannot see; the worker program and the tests read this, the web
 * program (which reaches the Worker only through AppType) does not.
 */
type PdfService = Service<import("./pdf/index").PdfRenderer>;

interface WorkerBindings {
  PDF: PdfService;
}

declare namespace Cloudflare {
  interface Env {
    PDF: PdfService;
  }
}
