import { env } from "cloudflare:test";
import { foldText } from "../../shared/domain/text-fold";

export async function seedUser(): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("insert into users (id, username, password_hash, created_at, updated_at) values (?, ?, 'x', 0, 0)").bind(id, `seed-${id}`).run();
  return id;
}

export type SeedJob = {
  clientName: string;
  createdAt: string;
  status?: string;
  completedAt?: string;
  squareFeet?: number;
  make?: string;
  model?: string;
};

/** A job written straight to D1 with the times a test needs (the API stamps the present). */
export async function seedJob(userId: string, job: SeedJob): Promise<string> {
  const id = crypto.randomUUID();
  const created = Date.parse(job.createdAt);
  await env.DB.prepare(
    `insert into jobs (id, user_id, client_name, client_key, status, total_square_feet, vehicle_make, vehicle_model, completed_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      userId,
      job.clientName,
      foldText(job.clientName),
      job.status ?? "quote_sent",
      job.squareFeet ?? null,
      job.make ?? null,
      job.model ?? null,
      job.completedAt ? Date.parse(job.completedAt) : null,
      created,
      created,
    )
    .run();
  return id;
}
