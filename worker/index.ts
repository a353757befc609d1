import app from "./app";
import { createDb } from "./db/client";
import { countingStatements } from "./db/counting";
import type { Env } from "./env";
import { runInsightsAggregation } from "./jobs/insights-aggregation";

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    let d1Statements = 0;
    const started = Date.now();
    const run = await runInsightsAggregation(createDb(countingStatements(env.DB, () => (d1Statements += 1))), new Date(controller.scheduledTime));
    console.log(JSON.stringify({ event: "insights_aggregation", cron: controller.cron, ...run, d1Statements, wallMs: Date.now() - started }));
  },
} satisfies ExportedHandler<Env>;
