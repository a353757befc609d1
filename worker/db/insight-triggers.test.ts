import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the jobs triggers the insights aggregation relies on", () => {
  it("exist after every migration (drizzle-kit does not know them, so a rebuild of jobs must add them again)", async () => {
    const { results } = await env.DB.prepare("select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'jobs' order by name").all<{ name: string; sql: string }>();
    expect(results.map((row) => row.name)).toEqual(["jobs_insights_delete", "jobs_insights_insert", "jobs_insights_update"]);
    for (const row of results) expect(row.sql).toContain("SET `change_count` = `change_count` + 1");
  });
});
