/**
 * The tests' main module: the app's Worker, with the PDF Worker's entrypoint beside it so that the
 * PDF binding, which vitest.config.ts points here, is a real RPC call; and stand-ins for a PDF
 * Worker that fails or answers too late.
 */
export { default } from "../index";
export { PdfRenderer } from "../pdf/index";
export { FailingPdfRenderer, LatePdfRenderer } from "./failing-pdf";
