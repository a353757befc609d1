// The dashboard list with teams: a member who owns 1,000 jobs and has 200 shared with them, and a team owner
// whose 10 members own 1,000 jobs each (the "team" view), with the D1 statements each request makes.
import { randomBytes } from "node:crypto";
import { d1Work, signUp } from "./client.mjs";
import { executeLocally, jobInserts, quote } from "./seed-jobs.mjs";
import { measure } from "./stats.mjs";

const userIdOf = async (base, cookie) => (await (await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } })).json()).id;

function seededUser(now) {
  const id = crypto.randomUUID();
  return { id, sql: `insert into users (id, username, password_hash, created_at, updated_at) values (${quote(id)}, ${quote(`seeded_${id}`)}, 'x', ${now}, ${now});` };
}

async function listRoute(base, cookie, label, query, expectedItems, counts) {
  let queries = "?";
  const row = await measure(label, { runs: 100 }, async () => {
    const response = await fetch(`${base}/api/jobs${query}`, { headers: { Cookie: cookie } });
    if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
    queries = d1Work(response);
    const body = await response.json();
    if (expectedItems !== undefined && body.items.length !== expectedItems) throw new Error(`${label}: ${body.items.length} items, expected ${expectedItems}`);
  });
  counts.push(`${label}: ${queries}`);
  return row;
}

export async function benchTeam(base, stateDir) {
  const rows = [];
  const counts = [];
  const now = Date.now();

  const member = await signUp(base, `member-${randomBytes(3).toString("hex")}`);
  const memberId = await userIdOf(base, member.cookie);
  const sharer = seededUser(now);
  executeLocally(
    [
      sharer.sql,
      ...jobInserts(memberId, 1_000, now, 60_000),
      ...jobInserts(sharer.id, 200, now - 30_000, 60_000),
      `insert into job_shares (id, job_id, shared_with_user_id, shared_by_user_id, access_level, shared_at, expires_at)
        select lower(hex(randomblob(16))), id, ${quote(memberId)}, ${quote(sharer.id)}, 'edit', ${now}, null from jobs where user_id = ${quote(sharer.id)};`,
    ],
    stateDir,
  );
  const stats = await (await fetch(`${base}/api/jobs/stats`, { headers: { Cookie: member.cookie } })).json();
  if (stats.total !== 1_200) throw new Error(`member sees ${stats.total} jobs, expected 1,200`);
  const mine = "(member: 1,000 own + 200 shared)";
  rows.push(await listRoute(base, member.cookie, `GET /api/jobs first page ${mine}`, "", 50, counts));
  rows.push(await listRoute(base, member.cookie, `GET /api/jobs status=in_progress ${mine}`, "?status=in_progress", 50, counts));
  rows.push(await listRoute(base, member.cookie, `GET /api/jobs search=transit ${mine}`, "?search=transit", 50, counts));
  rows.push(await listRoute(base, member.cookie, `GET /api/jobs search, no match ${mine}`, "?search=zzzz", 0, counts));

  const owner = await signUp(base, `owner-${randomBytes(3).toString("hex")}`);
  const ownerId = await userIdOf(base, owner.cookie);
  const teamId = crypto.randomUUID();
  const members = Array.from({ length: 10 }, () => seededUser(now));
  executeLocally(
    [
      `insert into teams (id, name, owner_id, created_at, updated_at) values (${quote(teamId)}, 'Bench crew', ${quote(ownerId)}, ${now}, ${now});`,
      `insert into team_members (id, user_id, team_id, role, joined_at) values (${quote(crypto.randomUUID())}, ${quote(ownerId)}, ${quote(teamId)}, 'owner', ${now});`,
      ...members.flatMap((seeded, index) => [
        seeded.sql,
        `insert into team_members (id, user_id, team_id, role, joined_at) values (${quote(crypto.randomUUID())}, ${quote(seeded.id)}, ${quote(teamId)}, 'installer', ${now});`,
        ...jobInserts(seeded.id, 1_000, now - index * 7_000, 60_000),
      ]),
    ],
    stateDir,
  );
  const team = "(team owner: 10 members x 1,000 jobs)";
  rows.push(await listRoute(base, owner.cookie, `GET /api/jobs?scope=team first page ${team}`, "?scope=team", 50, counts));
  rows.push(await listRoute(base, owner.cookie, `GET /api/jobs?scope=team status=completed ${team}`, "?scope=team&status=completed", 50, counts));
  rows.push(await listRoute(base, owner.cookie, `GET /api/jobs?scope=team search=transit ${team}`, "?scope=team&search=transit", 50, counts));
  rows.push(await listRoute(base, owner.cookie, `GET /api/jobs?scope=team search, no match ${team}`, "?scope=team&search=zzzz", 0, counts));
  rows.push(await listRoute(base, owner.cookie, `GET /api/jobs own jobs ${team}`, "", 0, counts));
  return { rows, counts };
}
