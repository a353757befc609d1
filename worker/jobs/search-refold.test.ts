import { env } from "cloudflare:test";
import type { D1Database, D1PreparedStatement } from "@cloudflare/workers-types";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runCron } from "../test/cron";
import { createDb } from "../db/client";
import { findGrant } from "../db/queries/access";
import { refoldSearchText } from "../db/queries/job-search";
import { insertJob, jobListRead, updateJob } from "../db/queries/jobs";
import { jobs } from "../db/schema";
import { signUp } from "../test/http";

const db = createDb(env.DB);

async function found(userId: string, search: string) {
  const read = jobListRead(db, userId, { limit: 10, search });
  return read.answer(await db.batch(read.statements)).map(({ job }) => job.id);
}

/** The job as a row written before search text was folded for accents: its text folded the old way, at version 0. */
async function foldedTheOldWay(userId: string, clientName: string, oldText: string) {
  const job = await insertJob(db, userId, { clientName });
  await db.update(jobs).set({ searchText: oldText, searchFold: 0 }).where(eq(jobs.id, job!.id));
  return job!.id;
}

const forward = <T extends object>(target: T, property: string | symbol) => {
  const value: unknown = Reflect.get(target, property);
  return typeof value === "function" ? value.bind(target) : value;
};

/** The database with `meanwhile` run once, just before the cron's first write of folded search text. */
function beforeRefoldWrite(meanwhile: () => Promise<void>): D1Database {
  let pending: (() => Promise<void>) | undefined = meanwhile;
  const held = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => held(target.bind(...values));
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        return async (...args: unknown[]) => {
          const run = pending;
          pending = undefined;
          await run?.();
          return value.apply(target, args);
        };
      },
    });
  return new Proxy(env.DB, {
    get(target, property) {
      if (property !== "prepare") return forward(target, property);
      return (query: string) => (query.startsWith("update jobs set search_text") ? held(target.prepare(query)) : target.prepare(query));
    },
  });
}

/** The database, counting the cron's writes of folded search text. */
function countedStatements() {
  let updates = 0;
  const database = new Proxy(env.DB, {
    get(target, property) {
      if (property !== "prepare") return forward(target, property);
      return (query: string) => ((updates += query.startsWith("update jobs set search_text") ? 1 : 0), target.prepare(query));
    },
  });
  return { database, updates: () => updates };
}

const stored = async (id: string) => db.select({ searchText: jobs.searchText, searchFold: jobs.searchFold, clientKey: jobs.clientKey }).from(jobs).where(eq(jobs.id, id)).get();

describe("search text folded the old way", () => {
  it("is found as typed with accents until the hourly cron folds it again, then without them too", async () => {
    const { body } = await signUp();
    const id = await foldedTheOldWay(body.id, "José Álvarez", "josé álvarez");
    const current = (await insertJob(db, body.id, { clientName: "Zoë Ødegaard" }))!.id;
    await db.update(jobs).set({ searchText: "zoe odegaard kept" }).where(eq(jobs.id, current));

    expect(await found(body.id, "José Álvarez")).toEqual([id]);
    expect(await found(body.id, "jose")).toEqual([]);

    await runCron();

    expect(await stored(id)).toEqual({ searchText: "jose alvarez", searchFold: 1, clientKey: "josé álvarez" });
    expect(await stored(current)).toMatchObject({ searchText: "zoe odegaard kept", searchFold: 1 });
    for (const search of ["jose", "JOSÉ", "alvarez jose"]) expect(await found(body.id, search)).toEqual([id]);
  });

  it("keeps an edit that folded it again between the cron's read and its write", async () => {
    const { body } = await signUp();
    const id = await foldedTheOldWay(body.id, "Åsa Berg", "åsa berg");
    let edited = false;
    const edit = async () => {
      const { grant } = (await findGrant(db, { userId: body.id }, "job", id))!;
      edited = (await updateJob(db, body.id, grant, { clientName: "Åsa Lind" }, ["clientName"])) !== null;
    };
    await refoldSearchText(createDb(beforeRefoldWrite(edit)));
    expect(edited).toBe(true);
    expect(await stored(id)).toEqual({ searchText: "asa lind", searchFold: 1, clientKey: "åsa lind" });
  });

  it("is folded again in several writes when its rows are too long for one", async () => {
    const { body } = await signUp();
    const long = "\uFDFA".repeat(200);
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      ids.push(await foldedTheOldWay(body.id, `Ünal ${i} ${long}`, `ünal ${i}`));
    }
    await db.update(jobs).set({ jobName: long, vehicleMake: long, vehicleModel: long }).where(inArray(jobs.id, ids));
    const d1 = countedStatements();
    expect(await refoldSearchText(createDb(d1.database))).toBeGreaterThanOrEqual(50);
    expect(d1.updates()).toBeGreaterThanOrEqual(2);
    const folded = await db.select({ searchText: jobs.searchText, searchFold: jobs.searchFold }).from(jobs).where(inArray(jobs.id, ids));
    expect(folded.every((row) => row.searchFold === 1 && row.searchText.startsWith("unal ") && row.searchText.length > 14_000)).toBe(true);
    expect(await found(body.id, "unal 7")).toContain(ids[7]);
  });

  it("is marked current by the migration when it is all printable ASCII, which folding for accents leaves as it is", async () => {
    const { body } = await signUp();
    const ascii = await foldedTheOldWay(body.id, "Bolt Electric", "bolt electric");
    const accented = await foldedTheOldWay(body.id, "Chloé Wraps", "chloé wraps");
    const unfolded = await foldedTheOldWay(body.id, "Never Folded", "");
    const migration = env.TEST_MIGRATIONS.find((applied) => applied.name.startsWith("0023_"))!;
    await env.DB.prepare(migration.queries.at(-1)!).run();
    expect(await stored(ascii)).toMatchObject({ searchText: "bolt electric", searchFold: 1 });
    expect(await stored(accented)).toMatchObject({ searchText: "chloé wraps", searchFold: 0 });
    expect(await stored(unfolded)).toMatchObject({ searchText: "", searchFold: 0 });
  });
});

describe("the cron's statements", () => {
  it("folds nothing, and reads nothing, when its run has fewer than a read and a write left", async () => {
    const { body } = await signUp();
    const id = await foldedTheOldWay(body.id, "Renée Roy", "renée roy");
    let prepared = 0;
    const counting = new Proxy(env.DB, {
      get(target, property) {
        if (property !== "prepare") return forward(target, property);
        return (query: string) => ((prepared += 1), target.prepare(query));
      },
    });
    expect(await refoldSearchText(createDb(counting), 1)).toBe(0);
    expect(prepared).toBe(0);
    expect(await stored(id)).toMatchObject({ searchFold: 0 });
    expect(await refoldSearchText(createDb(counting), 2)).toBeGreaterThanOrEqual(1);
    expect(prepared).toBe(2);
    expect(await stored(id)).toMatchObject({ searchText: "renee roy", searchFold: 1 });
  });
});
