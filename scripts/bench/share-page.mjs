import { randomBytes } from "node:crypto";
import { d1Work, postJson, signUp } from "./client.mjs";
import { measure } from "./stats.mjs";

const MEASUREMENTS = 20;

/** A view-only share link on the job, made as the Share dialog makes it; its shareToken opens /shared/:token. */
export async function shareJob(base, headers, jobId) {
  const response = await postJson(base, `/api/jobs/${jobId}/qr-share`, { accessLevel: "view", expiresInDays: 30 }, headers);
  if (response.status !== 201) throw new Error(`share link failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The public page's one call: a share link's job with its measurements and photos, counting the view. */
export async function benchSharedView(base) {
  const { cookie } = await signUp(base, `s-${randomBytes(3).toString("hex")}`);
  const headers = { Cookie: cookie };
  const job = await (await postJson(base, "/api/jobs", { clientName: "Bench Shared Fleet", jobName: "Box truck" }, headers)).json();
  for (let i = 0; i < MEASUREMENTS; i += 1) {
    await postJson(base, `/api/jobs/${job.id}/measurements`, { jobType: "vehicle", panel: "hood", width: 60 + i, height: 48 }, headers);
  }
  const share = await shareJob(base, headers, job.id);
  let statements = "?";
  const view = await measure(`GET /api/shared/:token (${MEASUREMENTS} measurements, counts the view)`, { runs: 200 }, async () => {
    const response = await fetch(`${base}/api/shared/${share.shareToken}`);
    if (response.status !== 200) throw new Error(`shared view failed: ${response.status}`);
    statements = d1Work(response);
    await response.arrayBuffer();
  });
  return { rows: [view], counts: [`open a share link: ${statements}`] };
}
