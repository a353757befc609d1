import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "../../test/http";
import { createDb } from "../client";
import { findGrant } from "./access";
import { type JobListFilter, insertJob, jobListRead, updateJob } from "./jobs";

const db = () => createDb(env.DB);

async function listed(userId: string, filter: JobListFilter) {
  const read = jobListRead(db(), userId, filter);
  return read.answer(await db().batch(read.statements));
}

async function owner() {
  const { body } = await signUp();
  return body.id;
}

describe("job queries", () => {
  it("insertJob keeps a client-made id and answers null when the id is taken", async () => {
    const userId = await owner();
    const id = crypto.randomUUID();
    const job = await insertJob(db(), userId, { id, clientName: "Øystein Wraps" });
    expect(job).toMatchObject({ id, clientKey: "øystein wraps", searchText: "øystein wraps", revision: 1 });
    expect(await insertJob(db(), userId, { id, clientName: "Someone else" })).toBeNull();
    const logged = await env.DB.prepare("select count(*) as n from activity_logs where job_id = ?").bind(id).first<{ n: number }>();
    expect(logged?.n).toBe(1);
  });

  it("updateJob is compare-and-set on the fields it depends on: a stale grant still edits another field, not a checked one changed meanwhile", async () => {
    const userId = await owner();
    const job = await insertJob(db(), userId, { clientName: "Acme" });
    const stale = (await findGrant(db(), { userId }, "job", job!.id))!.grant;
    const first = await updateJob(db(), userId, stale, { notes: "first" }, ["notes"]);
    expect(first).toMatchObject({ notes: "first" });
    expect(first!.revision).not.toBe(stale.job.revision);
    expect(await updateJob(db(), userId, stale, { notes: "lost" }, ["notes"])).toBeNull();
    expect(await updateJob(db(), userId, stale, { jobName: "Fleet" }, ["jobName"])).toMatchObject({ notes: "first", jobName: "Fleet", searchText: "acme fleet" });
    const fresh = (await findGrant(db(), { userId }, "job", job!.id))!.grant;
    expect(fresh.job).toMatchObject({ notes: "first", jobName: "Fleet" });
  });

  it("the job list holds only the user's own jobs, matching folded search text and client names", async () => {
    const userId = await owner();
    const other = await owner();
    await insertJob(db(), other, { clientName: "Élodie Martin" });
    const mine = await insertJob(db(), userId, { clientName: "Élodie Martin", vehicleMake: "Ford", vehicleModel: "Transit" });
    expect((await listed(userId, { limit: 10, search: "ÉLODIE martin FORD" })).map(({ job }) => job.id)).toEqual([mine!.id]);
    expect((await listed(userId, { limit: 10, search: "martin transit" })).map(({ job }) => job.id)).toEqual([]);
    expect((await listed(userId, { limit: 10, client: "élodie MARTIN" })).map(({ job }) => job.id)).toEqual([mine!.id]);
  });
});
