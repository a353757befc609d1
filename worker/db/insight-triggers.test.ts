import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob } from "../test/jobs";

describe("the jobs triggers the insights aggregation relies on", () => {
  it("exist after every migration (drizzle-kit does not know them, so a rebuild of jobs must add them again)", async () => {
    const { results } = await env.DB.prepare("select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'jobs' order by name").all<{ name: string; sql: string }>();
    expect(results.map((row) => row.name)).toEqual(["jobs_insights_delete", "jobs_insights_insert", "jobs_insights_update"]);
    for (const row of results) expect(row.sql).toContain("SET `change_count` = `change_count` + 1");
  });

  it("on material_estimates too: an estimate's change marks its job owner's figures", async () => {
    const { results } = await env.DB.prepare("select name from sqlite_master where type = 'trigger' and tbl_name = 'material_estimates' order by name").all<{ name: string }>();
    expect(results.map((row) => row.name)).toEqual(["material_estimates_insights_delete", "material_estimates_insights_insert", "material_estimates_insights_update"]);
    const { cookie, body: user } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    const count = async () => (await env.DB.prepare("select coalesce(max(change_count), 0) as n from insight_state where user_id = ?").bind(user.id).first<{ n: number }>())!.n;
    await env.DB.prepare("insert into insight_state (user_id, time_zone, change_count, aggregated_count, aggregated_at, stale_at) values (?, 'UTC', 0, 0, 0, 0) on conflict do nothing").bind(user.id).run();
    const before = await count();
    const estimate = await (await call(`/api/jobs/${job.id}/estimates`, { cookie, body: { totalSurfaceArea: 200 } })).json<{ id: string }>();
    await call(`/api/estimates/${estimate.id}`, { method: "PATCH", cookie, body: { wastePercentage: 15 } });
    await call(`/api/estimates/${estimate.id}`, { method: "DELETE", cookie });
    expect(await count()).toBe(before + 3);
  });
});
