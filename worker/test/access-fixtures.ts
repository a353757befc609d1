import { env } from "cloudflare:test";
import { randomToken, sha256Hex } from "../lib/tokens";

/** Rows for the ways into a job, seeded directly where a test needs what the API refuses (a lapsed share, a team without invitations). */
export async function addTeam(ownerId: string, members: { userId: string; role: "owner" | "admin" | "installer" | "viewer" }[]) {
  const teamId = crypto.randomUUID();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("insert into teams (id, name, owner_id, created_at, updated_at) values (?, 'Crew', ?, ?, ?)").bind(teamId, ownerId, now, now),
    ...members.map((member) =>
      env.DB.prepare("insert into team_members (id, user_id, team_id, role, joined_at) values (?, ?, ?, ?, ?)").bind(crypto.randomUUID(), member.userId, teamId, member.role, now),
    ),
  ]);
  return teamId;
}

export async function shareJob(jobId: string, sharedWith: string, sharedBy: string, accessLevel: "view" | "edit" | "full", expiresAt: number | null = null) {
  await env.DB.prepare("insert into job_shares (id, job_id, shared_with_user_id, shared_by_user_id, access_level, shared_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)")
    .bind(crypto.randomUUID(), jobId, sharedWith, sharedBy, accessLevel, Date.now(), expiresAt)
    .run();
}

export async function addShareLink(jobId: string, createdBy: string, options: { accessLevel?: "view" | "edit"; active?: boolean; expiresAt?: number | null } = {}) {
  const token = randomToken(24);
  const now = Date.now();
  await env.DB.prepare("insert into qr_shares (id, job_id, created_by, token_hash, access_level, expires_at, is_active, view_count, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)")
    .bind(crypto.randomUUID(), jobId, createdBy, await sha256Hex(token), options.accessLevel ?? "view", options.expiresAt ?? null, options.active === false ? 0 : 1, now, now)
    .run();
  return token;
}
