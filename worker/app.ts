import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { ErrorBody } from "../shared/errors";
import type { AppBindings } from "./env";
import { methodNotAllowed, methodsAtPath } from "./lib/method-not-allowed";
import { pageUser } from "./lib/page-user";
import { renderError } from "./lib/render-error";
import { hasSessionCookie } from "./lib/session";
import { serveAsset } from "./lib/static-assets";
import { bodyPolicy } from "./middleware/body-policy";
import { loadConfig } from "./middleware/config";
import { database } from "./middleware/database";
import { idempotency } from "./middleware/idempotency";
import { originCheck } from "./middleware/origin-check";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";
import { accountRoutes } from "./routes/account";
import { authRoutes } from "./routes/auth";
import { accountBackupRoutes, backupRoutes, jobBackupRoutes } from "./routes/backups";
import { clientRoutes } from "./routes/clients";
import { estimateRoutes, jobEstimateRoutes } from "./routes/estimates";
import { fileRoutes, jobFileRoutes, proofAnswerRoutes } from "./routes/files";
import { healthRoutes } from "./routes/health";
import { activityRoutes, performanceRoutes } from "./routes/insights";
import { jobActivityRoutes } from "./routes/job-activity";
import { jobDocumentRoutes } from "./routes/job-documents";
import { jobRoutes } from "./routes/jobs";
import { jobMeasurementRoutes, measurementRoutes } from "./routes/measurements";
import { jobNoteRoutes, noteRoutes } from "./routes/notes";
import { photoMarkupRoutes } from "./routes/photo-markup";
import { jobPhotoRoutes, photoRoutes } from "./routes/photos";
import { jobQrShareRoutes, qrShareRoutes } from "./routes/qr-shares";
import { providerSignInRoutes } from "./routes/provider-sign-in";
import { signInMethodRoutes } from "./routes/sign-in-methods";
import { sessionNavigationRoutes } from "./routes/session-navigation";
import { sharedRoutes } from "./routes/share-page";
import { offlineRoutes } from "./routes/offline";
import { teamRoutes } from "./routes/team";
import { vinRoutes } from "./routes/vin";
import { jobVoiceNoteRoutes, voiceNoteRoutes } from "./routes/voice-notes";

const app = new Hono<AppBindings>();

app.use("*", requestId(), securityHeaders);
app.use(
  "/api/*",
  async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  },
  loadConfig,
  bodyPolicy,
  database,
  originCheck,
  loadSession,
  idempotency,
);

const routes = app
  .route("/api/health", healthRoutes)
  .route("/api/auth", authRoutes)
  .route("/api/jobs", jobRoutes)
  .route("/api/jobs/:jobId/measurements", jobMeasurementRoutes)
  .route("/api/measurements", measurementRoutes)
  .route("/api/jobs/:jobId/estimates", jobEstimateRoutes)
  .route("/api/estimates", estimateRoutes)
  .route("/api/jobs/:jobId", jobQrShareRoutes)
  .route("/api/jobs/:jobId", jobActivityRoutes)
  .route("/api/jobs/:jobId", jobDocumentRoutes)
  .route("/api/jobs/:jobId/photos", jobPhotoRoutes)
  .route("/api/jobs/:jobId/notes", jobNoteRoutes)
  .route("/api/notes", noteRoutes)
  .route("/api/jobs/:jobId/voice-notes", jobVoiceNoteRoutes)
  .route("/api/voice-notes", voiceNoteRoutes)
  .route("/api/jobs/:jobId", jobFileRoutes)
  .route("/api/files", fileRoutes)
  .route("/api/proofs", proofAnswerRoutes)
  .route("/api/jobs/:jobId", jobBackupRoutes)
  .route("/api/backups", backupRoutes)
  .route("/api/account/sign-in-methods", signInMethodRoutes)
  .route("/api/account", accountBackupRoutes)
  .route("/api/account", accountRoutes)
  .route("/api/photos", photoRoutes)
  .route("/api/photos", photoMarkupRoutes)
  .route("/api/qr-shares", qrShareRoutes)
  .route("/api/shared", sharedRoutes)
  .route("/api/clients", clientRoutes)
  .route("/api/performance", performanceRoutes)
  .route("/api/activity", activityRoutes)
  .route("/api/vin", vinRoutes)
  .route("/api/team", teamRoutes)
  .route("/api/offline", offlineRoutes)
  .route("/api", providerSignInRoutes)
  .route("/api", sessionNavigationRoutes);

const methodsAt = methodsAtPath(() => app.routes);

app.notFound(async (c) => {
  if (c.req.path === "/api" || c.req.path.startsWith("/api/")) {
    const refused = methodNotAllowed(c, methodsAt(c.req.path));
    if (refused) return refused;
    const body: ErrorBody = { message: "No such API route.", code: "not_found", requestId: c.get("requestId") };
    return c.json(body, 404);
  }
  const served = await serveAsset(c.env.ASSETS, c.req.raw, hasSessionCookie(c) ? () => pageUser(c) : null);
  return c.newResponse(served.body, served);
});

app.onError(renderError);

export type AppType = typeof routes;
export default app;
