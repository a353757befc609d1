import app from "./app";
import { createDb } from "./db/client";
import { deleteExpiredRows } from "./db/queries/expired-rows";
import { refoldSearchText } from "./db/queries/job-search";
import { countingStatements } from "./db/counting";
import type { Env } from "./env";
import type { BackupMessage } from "./jobs/backup-run";
import { consumeBackups } from "./jobs/backup-queue";
import { queueNightlyBackups } from "./jobs/backup-nightly";
import { failStalePendingBackups } from "./jobs/backup-stale";
import { runInsightsAggregation } from "./jobs/insights-aggregation";
import { sweepCutOffRestores } from "./jobs/restore-sweep";
import { sweepObjectsInFlight } from "./storage/in-flight";
import { failStalePendingTranscriptions } from "./jobs/transcription-stale";

/** D1 statements one cron run may spend: the free plan's 50 per invocation, less a margin. */
const CRON_STATEMENTS = 48;

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    let d1Statements = 0;
    const started = Date.now();
    const db = createDb(countingStatements(env.DB, () => (d1Statements += 1)));
    const at = new Date(controller.scheduledTime);
    const run = await runInsightsAggregation(db, at);
    const staleBackups = await failStalePendingBackups(db, at);
    const nightlyBackups = await queueNightlyBackups(db, env.BACKUPS, at);
    const staleTranscriptions = await failStalePendingTranscriptions(db, at);
    const expired = await deleteExpiredRows(db, at);
    const cutOffRestores = await sweepCutOffRestores(db, env.FILES, at);
    const cutOffUploads = await sweepObjectsInFlight(db, env.FILES, at);
    const refoldedSearches = await refoldSearchText(db, CRON_STATEMENTS - d1Statements);
    console.log(JSON.stringify({ event: "insights_aggregation", cron: controller.cron, ...run, staleBackups, nightlyBackups, staleTranscriptions, expired, cutOffRestores, cutOffUploads, refoldedSearches, d1Statements, wallMs: Date.now() - started }));
  },
  queue: (batch, env) => consumeBackups(batch, env),
} satisfies ExportedHandler<Env, BackupMessage>;
