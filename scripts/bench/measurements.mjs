import { randomBytes } from "node:crypto";
import { d1Work, postJson, signUp } from "./client.mjs";
import { measure } from "./stats.mjs";

const PANELS = ["hood", "roof", "driver_side", "passenger_side", "front_panel", "rear_panel"];
const MEASUREMENTS = 300;

/** Adding measurements (with the job total rolled up in the same batch) and listing a job's measurements. */
export async function benchMeasurements(base) {
  const { cookie } = await signUp(base, `m-${randomBytes(3).toString("hex")}`);
  const headers = { Cookie: cookie };
  const job = await (await postJson(base, "/api/jobs", { clientName: "Bench Fleet" }, headers)).json();
  const counts = [];
  let added = 0;
  let statements = "?";
  const add = await measure(`POST /api/jobs/:id/measurements (0-${MEASUREMENTS} on job)`, { runs: MEASUREMENTS, warmup: 0 }, async () => {
    added += 1;
    const response = await postJson(
      base,
      `/api/jobs/${job.id}/measurements`,
      { jobType: "vehicle", panel: PANELS[added % PANELS.length], width: 60 + (added % 40), height: 48 },
      headers,
    );
    if (response.status !== 201) throw new Error(`add measurement failed: ${response.status} ${await response.text()}`);
    statements = d1Work(response);
    await response.arrayBuffer();
  });
  counts.push(`add a measurement: ${statements}`);
  const list = await measure(`GET /api/jobs/:id/measurements (${MEASUREMENTS} on job)`, { runs: 100 }, async () => {
    const response = await fetch(`${base}/api/jobs/${job.id}/measurements`, { headers });
    if (response.status !== 200) throw new Error(`list measurements failed: ${response.status}`);
    statements = d1Work(response);
    await response.arrayBuffer();
  });
  counts.push(`list ${MEASUREMENTS} measurements: ${statements}`);
  return { rows: [add, list], counts };
}
