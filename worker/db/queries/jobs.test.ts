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

/** The ids listed for the filter, newest first. */
async function ids(userId: string, filter: Omit<JobListFilter, "limit">) {
  return (await listed(userId, { limit: 20, ...filter })).map(({ job }) => job.id);
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
    expect(job).toMatchObject({ id, clientKey: "øystein wraps", searchText: "oystein wraps", searchFold: 1, revision: 1 });
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
    expect((await listed(userId, { limit: 10, search: "martin transit" })).map(({ job }) => job.id)).toEqual([mine!.id]);
    expect((await listed(userId, { limit: 10, client: "élodie MARTIN" })).map(({ job }) => job.id)).toEqual([mine!.id]);
  });

  it("a search finds accents typed with or without them, and keeps a client's key with its accents", async () => {
    const userId = await owner();
    const jose = await insertJob(db(), userId, { clientName: "José Álvarez" });
    const plain = await insertJob(db(), userId, { clientName: "Jose Alvarez" });
    const elodie = await insertJob(db(), userId, { clientName: "Élodie Martin", vehicleMake: "Škoda" });
    const both = [plain!.id, jose!.id];
    for (const search of ["jose", "JOSÉ", "alvarez josé", "Jose\u0301 A\u0301lvarez"]) expect(await ids(userId, { search })).toEqual(both);
    expect(await ids(userId, { search: "elodie skoda" })).toEqual([elodie!.id]);
    expect(await ids(userId, { search: "ÉLODIE" })).toEqual([elodie!.id]);
    expect(await ids(userId, { client: "José Álvarez" })).toEqual([jose!.id]);
    expect(await ids(userId, { client: "jose alvarez" })).toEqual([plain!.id]);
  });

  it("a search of several words finds each anywhere, in any order", async () => {
    const userId = await owner();
    const van = await insertJob(db(), userId, { clientName: "Bolt Electric", jobName: "Transit van", vehicleYear: 2021, vehicleMake: "Ford", vehicleModel: "Transit" });
    await insertJob(db(), userId, { clientName: "Ford Dealer", jobName: "Showroom glass" });
    expect(await ids(userId, { search: "ford van" })).toEqual([van!.id]);
    expect(await ids(userId, { search: "van  2021 BOLT ford" })).toEqual([van!.id]);
    expect(await ids(userId, { search: "ford bus" })).toEqual([]);
  });

  it("a search in Cyrillic matches as typed, й kept apart from и", async () => {
    const userId = await owner();
    const dmitry = await insertJob(db(), userId, { clientName: "Дмитрий Петров", vehicleModel: "Лада Нива" });
    expect(await ids(userId, { search: "ДМИТРИЙ" })).toEqual([dmitry!.id]);
    expect(await ids(userId, { search: "нива петров" })).toEqual([dmitry!.id]);
    expect(await ids(userId, { search: "дмитрии" })).toEqual([]);
  });

  it("a 100-character search is answered in every scope, every one of its different words matched", async () => {
    const userId = await owner();
    const words = "alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november x";
    const job = await insertJob(db(), userId, { clientName: words });
    const accented = "àáâãäåèéêëìíîïòóôõöùúûüýÿñçāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵ".split("").join(" ");
    expect(accented).toHaveLength(99);
    const pangram = await insertJob(db(), userId, { clientName: "a e i o u y n c d g h j" });
    expect(await ids(userId, { scope: "mine", search: accented })).toEqual([pangram!.id]);
    expect(await ids(userId, { scope: "team", search: accented })).toEqual([]);
    const long = `${words}`.padEnd(100, " x");
    expect(long).toHaveLength(100);
    expect(await ids(userId, { search: long })).toEqual([job!.id]);
    expect(await ids(userId, { search: `${words} zulu` }), "a word past the eighth counts").toEqual([]);
    expect(await ids(userId, { search: "z".repeat(100) })).toEqual([]);
  });

  it("a search takes %, _, quotes and backslashes literally", async () => {
    const userId = await owner();
    const percent = await insertJob(db(), userId, { clientName: "100% Wraps" });
    const underscore = await insertJob(db(), userId, { clientName: "A_B Signs" });
    const quotes = await insertJob(db(), userId, { clientName: `O'Brien "Quick" \\ Co` });
    await insertJob(db(), userId, { clientName: "1000 Wraps AB Signs Obrien" });
    expect(await ids(userId, { search: "100%" })).toEqual([percent!.id]);
    expect(await ids(userId, { search: "%" })).toEqual([percent!.id]);
    expect(await ids(userId, { search: "a_b" })).toEqual([underscore!.id]);
    expect(await ids(userId, { search: "_" })).toEqual([underscore!.id]);
    expect(await ids(userId, { search: "o'brien" })).toEqual([quotes!.id]);
    expect(await ids(userId, { search: `"quick" \\` })).toEqual([quotes!.id]);
    expect(await ids(userId, { search: "' or 1=1 --" })).toEqual([]);
  });
});
