import type { MessageBatch } from "@cloudflare/workers-types";
import { createDb } from "../db/client";
import type { Env } from "../env";
import { type BackupMessage, runBackup } from "./backup-run";

/** The backups queue's consumer: one backup per message; runBackup records its own failures, so every message is acknowledged. */
export async function consumeBackups(batch: MessageBatch<BackupMessage>, env: Env): Promise<void> {
  const deps = { db: createDb(env.DB), bucket: env.FILES };
  for (const message of batch.messages) {
    await runBackup(deps, message.body.backupId);
    message.ack();
  }
}
