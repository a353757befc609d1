import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import type { Env } from "../env";
import worker from "../index";

/** The hourly cron as Cloudflare runs it, at `at`, waiting for the work it hands to waitUntil. */
export async function runCron(at = Date.now()) {
  const context = createExecutionContext();
  await (worker as ExportedHandler<Env>).scheduled!(createScheduledController({ scheduledTime: at, cron: "0 * * * *" }), env, context);
  await waitOnExecutionContext(context);
}
