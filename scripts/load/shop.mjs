import { randomBytes } from "node:crypto";
import { postJson, signUp } from "../bench/client.mjs";
import { uploadPhoto, uploadThroughApp } from "../bench/photos.mjs";
import { executeLocally, jobInserts, quote } from "../bench/seed-jobs.mjs";
import { shareJob } from "../bench/share-page.mjs";

const PANELS = ["hood", "roof", "driver_side", "passenger_side", "front_panel", "rear_panel"];

/**
 * A busy shop on fresh local state: a team owner and `members` installers, each owning `jobsPerAccount`
 * seeded jobs plus `activeJobs` jobs made through the API with `measurements` measurements and `photos`
 * photos each (the photo and thumbnail the web app made from a 12 MP camera JPEG), and a share link on
 * one of the owner's active jobs.
 */
export async function seedShop(base, stateDir, { members, jobsPerAccount, activeJobs, measurements, photos }) {
  const upload = await uploadThroughApp(base, 1);
  const accounts = [];
  for (let i = 0; i <= members; i += 1) {
    const { cookie } = await signUp(base, `load${i}-${randomBytes(3).toString("hex")}`);
    const me = await (await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } })).json();
    accounts.push({ id: me.id, role: i === 0 ? "owner" : "installer", headers: { Cookie: cookie }, jobs: [], photos: [] });
  }
  const now = Date.now();
  const teamId = crypto.randomUUID();
  executeLocally(
    [
      `insert into teams (id, name, owner_id, created_at, updated_at) values (${quote(teamId)}, 'Load crew', ${quote(accounts[0].id)}, ${now}, ${now});`,
      ...accounts.flatMap((account, index) => [
        `insert into team_members (id, user_id, team_id, role, joined_at) values (${quote(crypto.randomUUID())}, ${quote(account.id)}, ${quote(teamId)}, ${quote(account.role)}, ${now});`,
        ...jobInserts(account.id, jobsPerAccount, now - 3_600_000 - index * 7_000, 60_000),
      ]),
    ],
    stateDir,
  );
  await Promise.all(accounts.map((account) => fillActiveJobs(base, account, upload, { activeJobs, measurements, photos })));
  const stats = await (await fetch(`${base}/api/jobs/stats`, { headers: accounts[0].headers })).json();
  if (stats.total !== jobsPerAccount + activeJobs) throw new Error(`owner sees ${stats.total} jobs, expected ${jobsPerAccount + activeJobs}`);
  const share = await shareJob(base, accounts[0].headers, accounts[0].jobs[0]);
  return { accounts, shareToken: share.shareToken, photoBytes: upload.photoBytes.length, thumbBytes: upload.thumbBytes.length };
}

/**
 * Sends once more when the connection dropped before any answer (under heavy load an idle keep-alive
 * socket can close just as a request goes out); each write carries its client-made id, so a second send replays it.
 */
async function sentOnce(send) {
  try {
    return await send();
  } catch (error) {
    if (error?.cause?.code !== "UND_ERR_SOCKET") throw error;
    return send();
  }
}

async function fillActiveJobs(base, account, upload, { activeJobs, measurements, photos }) {
  for (let j = 0; j < activeJobs; j += 1) {
    const body = { id: crypto.randomUUID(), clientName: `Fleet ${j}`, jobName: `Box truck ${j}`, vehicleMake: "Ford", vehicleModel: "Transit", status: "in_progress" };
    const created = await sentOnce(() => postJson(base, "/api/jobs", body, account.headers));
    if (created.status !== 201) throw new Error(`job create failed: ${created.status} ${await created.text()}`);
    account.jobs.push(body.id);
    for (let m = 0; m < measurements; m += 1) {
      const measurement = { id: crypto.randomUUID(), jobType: "vehicle", panel: PANELS[m % PANELS.length], width: 60 + m, height: 48 };
      const response = await sentOnce(() => postJson(base, `/api/jobs/${body.id}/measurements`, measurement, account.headers));
      if (response.status !== 201) throw new Error(`measurement failed: ${response.status} ${await response.text()}`);
    }
    for (let p = 0; p < photos; p += 1) {
      const id = crypto.randomUUID();
      const response = await sentOnce(() => uploadPhoto(base, account.headers, body.id, upload.photoBytes, upload.thumbBytes, id));
      if (response.status !== 201) throw new Error(`photo upload failed: ${response.status} ${await response.text()}`);
      account.photos.push((await response.json()).thumbnailUrl);
    }
  }
}
