import { env } from "cloudflare:test";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { createDb } from "../db/client";
import { cloudBackups } from "../db/schema";
import { backupKey } from "../storage/keys";
import { call } from "./http";
import { sendForm } from "./photos";

export type BackupBody = { id: string; jobId: string | null; backupType: string; status: string; fileName: string; fileSize: number | null; errorMessage: string | null; lastSyncAt: string | null };

export async function startBackup(cookie: string, jobId: string, type: "job" | "photos" = "job"): Promise<BackupBody> {
  const response = await call(`/api/jobs/${jobId}/backup`, { body: { type }, cookie });
  if (response.status !== 202) throw new Error(`backup answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The backup once the queue consumer has finished it (completed or failed). */
export async function settledBackup(cookie: string, id: string): Promise<BackupBody> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const backup = await (await call(`/api/backups/${id}`, { cookie })).json<BackupBody>();
    if (backup.status !== "pending") return backup;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`backup ${id} still pending`);
}

export async function completedBackup(cookie: string, jobId: string, type: "job" | "photos" = "job"): Promise<BackupBody> {
  const backup = await settledBackup(cookie, (await startBackup(cookie, jobId, type)).id);
  if (backup.status !== "completed") throw new Error(`backup ${backup.status}: ${backup.errorMessage}`);
  return backup;
}

export async function downloadBackup(cookie: string, id: string): Promise<Uint8Array> {
  const response = await call(`/api/backups/${id}/download`, { cookie });
  if (response.status !== 200) throw new Error(`download answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export function importZip(cookie: string, bytes: Uint8Array, name = "backup.zip") {
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "application/zip" }), name);
  return sendForm("/api/backups/import", form, { cookie });
}

const MINUTE = 60_000;
type Seed = { status?: "pending" | "completed" | "failed"; automatic?: boolean; minutesAgo: number; fileSize?: number; now?: number };

/** A backup row as an earlier run left it, with its object in R2 when it completed. */
export async function seedBackup(userId: string, jobId: string | null, { status = "completed", automatic = false, minutesAgo, fileSize = 100, now = Date.now() }: Seed): Promise<string> {
  const id = crypto.randomUUID();
  const createdAt = new Date(now - minutesAgo * MINUTE);
  const storageKey = backupKey(userId, id);
  await createDb(env.DB)
    .insert(cloudBackups)
    .values({ id, userId, jobId, backupType: jobId === null ? "account" : "job", status, automatic, storageKey, fileSize: status === "completed" ? fileSize : null, cloudFileName: "seed.zip", createdAt, updatedAt: createdAt });
  if (status === "completed") await env.FILES.put(storageKey, "seed");
  return id;
}


const hex = async (bytes: Uint8Array) => Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes.slice())), (b) => b.toString(16).padStart(2, "0")).join("");

/** The zip with `changes` applied (null removes an entry) and its manifest restated to match, as a careful tamperer would. */
export async function rezipped(zip: Uint8Array, changes: Record<string, Uint8Array | null>): Promise<Uint8Array> {
  const files = unzipSync(zip);
  const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as { entries: { name: string; size: number; sha256: string }[] };
  const entries = [];
  for (const entry of manifest.entries) {
    const changed = changes[entry.name];
    if (changed === null) {
      delete files[entry.name];
      continue;
    }
    if (changed) files[entry.name] = changed.slice();
    entries.push(changed ? { name: entry.name, size: changed.byteLength, sha256: await hex(changed) } : entry);
  }
  files["manifest.json"] = strToU8(JSON.stringify({ ...manifest, entries }));
  return zipSync(files, { level: 0 });
}
