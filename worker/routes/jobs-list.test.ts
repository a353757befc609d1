import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../app";
import { JOB_PAGE_MAX } from "../../shared/constants";
import { foldText } from "../../shared/domain/text-fold";
import { shareJob } from "../test/access-fixtures";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";

async function seed(cookie: string) {
  const accord = await createJob(cookie, { clientName: "Acme Plumbing", jobName: "Door logos", vehicleYear: 2022, vehicleMake: "Honda", vehicleModel: "Accord", status: "in_progress" });
  const transit = await createJob(cookie, { clientName: "Bolt Electric", jobName: "Fleet wrap", vehicleYear: 2023, vehicleMake: "Ford", vehicleModel: "Transit", vehicleVin: "1FTBW3XM5LKA12345", status: "completed" });
  const quote = await createJob(cookie, { clientName: "acme plumbing", jobName: "100% chrome_delete", status: "quote_sent" });
  return { accord, transit, quote };
}

const ids = (page: { items: { id: string }[] }) => page.items.map((job) => job.id);

/** `count` jobs of the client without contact details, written straight to D1 in one statement, each a millisecond newer than `after`. */
async function seedNewerJobs(userId: string, clientName: string, after: string, count: number) {
  const at = Date.parse(after);
  await env.DB.prepare(
    `insert into jobs (id, user_id, client_name, client_key, created_at, updated_at)
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     select lower(hex(randomblob(16))), ?, ?, ?, ? + i, ? + i from n`,
  )
    .bind(count, userId, clientName, foldText(clientName), at, at)
    .run();
}

/** Fresh job ids in ascending order, so jobs made within one millisecond still rank in the order made (ties go by id). */
const ascendingIds = (count: number) => Array.from({ length: count }, () => crypto.randomUUID()).sort();

describe("GET /api/jobs", () => {
  it("lists the user's jobs, newest first", async () => {
    const { cookie } = await signUp();
    const { accord, transit, quote } = await seed(cookie);
    expect(ids(await listJobs(cookie))).toEqual([quote.id, transit.id, accord.id]);
  });

  it("filters by status, reading 'complete' as completed", async () => {
    const { cookie } = await signUp();
    const { accord, transit } = await seed(cookie);
    expect(ids(await listJobs(cookie, "?status=in_progress"))).toEqual([accord.id]);
    expect(ids(await listJobs(cookie, "?status=complete"))).toEqual([transit.id]);
    expect(ids(await listJobs(cookie, "?status=completed"))).toEqual([transit.id]);
    expect(await listJobs(cookie, "?status=all")).toMatchObject({ items: { length: 3 } });
    const bad = await call("/api/jobs?status=done", { cookie });
    expect(bad.status).toBe(400);
  });

  it("searches client, job name, year make model and VIN, case-insensitively", async () => {
    const { cookie } = await signUp();
    const { accord, transit, quote } = await seed(cookie);
    const search = async (term: string) => ids(await listJobs(cookie, `?search=${encodeURIComponent(term)}`)).sort();
    expect(await search("ACME")).toEqual([accord.id, quote.id].sort());
    expect(await search("fleet")).toEqual([transit.id]);
    expect(await search("2022 honda accord")).toEqual([accord.id]);
    expect(await search("ford transit")).toEqual([transit.id]);
    expect(await search("lka123")).toEqual([transit.id]);
    expect(await search("100%")).toEqual([quote.id]);
    expect(await search("a_m")).toEqual([]);
    expect(await search("chrome_")).toEqual([quote.id]);
    expect(await search("nothing like this")).toEqual([]);
  });

  it("combines search with status and matches a client by exact name for client history", async () => {
    const { cookie } = await signUp();
    const { accord, quote } = await seed(cookie);
    expect(ids(await listJobs(cookie, "?search=acme&status=quote_sent"))).toEqual([quote.id]);
    expect(ids(await listJobs(cookie, "?client=ACME%20PLUMBING"))).toEqual([quote.id, accord.id]);
    expect(ids(await listJobs(cookie, "?client=Acme"))).toEqual([]);
  });

  it("pages with a cursor and refuses a forged one", async () => {
    const { cookie } = await signUp();
    const { accord, transit, quote } = await seed(cookie);
    const first = await listJobs(cookie, "?limit=2");
    expect(ids(first)).toEqual([quote.id, transit.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listJobs(cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual([accord.id]);
    expect(second.nextCursor).toBeNull();
    const forged = await call("/api/jobs?cursor=bm90LWEtY3Vyc29y", { cookie });
    expect(forged.status).toBe(400);
    expect(await errorMessage(forged)).toMatch(/cursor/);
    expect((await call("/api/jobs?limit=5000", { cookie })).status).toBe(400);
  });

  it("counts active and completed jobs", async () => {
    const { cookie } = await signUp();
    await seed(cookie);
    const stats = await call("/api/jobs/stats", { cookie });
    expect(await stats.json()).toEqual({ total: 3, active: 1, completed: 1, own: 3 });
  });
});

describe("GET /api/clients", () => {
  it("lists each client once with the details of their most recent job", async () => {
    const { cookie } = await signUp();
    await createJob(cookie, { clientName: "Acme Plumbing", clientPhone: "555-0001", location: "Old yard" });
    await createJob(cookie, { clientName: "Bolt Electric", clientEmail: "ops@bolt.test" });
    await createJob(cookie, { clientName: "Acme Plumbing", clientPhone: "555-0002", clientContact: "Rosa" });
    const response = await call("/api/clients", { cookie });
    expect(await response.json()).toEqual([
      { clientName: "Acme Plumbing", clientContact: "Rosa", clientPhone: "555-0002", clientEmail: null, location: null },
      { clientName: "Bolt Electric", clientContact: null, clientPhone: null, clientEmail: "ops@bolt.test", location: null },
    ]);
  });
});

describe("a client's history", () => {
  it("counts every job of the client beside the first page, not only the jobs that page holds, and no one else's", async () => {
    const { cookie } = await signUp();
    const other = await signUp();
    await createJob(other.cookie, { clientName: "Acme Plumbing", status: "completed" });
    const made = [];
    for (const status of ["completed", "in_progress", "completed", "quote_sent", "on_hold"]) made.push(await createJob(cookie, { clientName: "Acme Plumbing", status }));
    await createJob(cookie, { clientName: "Bolt Electric", status: "completed" });

    const first = await listJobs(cookie, "?client=acme%20PLUMBING&limit=2");
    expect(first.items).toHaveLength(2);
    expect(first.clientTotals).toEqual({ total: 5, completed: 2, firstJobAt: made[0]!.createdAt, latestJobAt: made[4]!.createdAt, contact: null });
    const next = await listJobs(cookie, `?client=acme%20PLUMBING&limit=2&cursor=${first.nextCursor}`);
    expect(next.items).toHaveLength(2);
    expect(next.clientTotals).toBeUndefined();
    expect((await listJobs(cookie)).clientTotals).toBeUndefined();
    expect((await listJobs(cookie, "?client=acme%20PLUMBING&status=completed")).clientTotals, "totals only beside the client's whole list").toBeUndefined();
  });

  it("gives the contact of the newest job that has one, even when that job is past the first page", async () => {
    const { cookie, body: me } = await signUp();
    const [earlier, later] = ascendingIds(2);
    await createJob(cookie, { id: earlier, clientName: "Fleet Co", clientContact: "Front Desk" });
    const contacted = await createJob(cookie, { id: later, clientName: "Fleet Co", clientContact: "Rosa Diaz", clientPhone: "555-0100" });
    await seedNewerJobs(me.id, "Fleet Co", String(contacted.createdAt), JOB_PAGE_MAX + 4);

    const path = `/api/jobs?client=fleet%20co&limit=${JOB_PAGE_MAX}`;
    const response = await app.request(path, { headers: { Cookie: cookie } }, { ...env, REPORT_D1_QUERIES: "1" });
    expect(response.headers.get("X-D1-Round-Trips"), "the page, the totals and the contact in one batch").toBe("1");
    const first = await listJobs(cookie, `?client=fleet%20co&limit=${JOB_PAGE_MAX}`);
    expect(first.items).toHaveLength(JOB_PAGE_MAX);
    expect(ids(first)).not.toContain(contacted.id);
    expect(first.clientTotals).toMatchObject({ total: JOB_PAGE_MAX + 6 });
    expect(first.clientTotals).toHaveProperty("contact", { clientContact: "Rosa Diaz", clientPhone: "555-0100", clientEmail: null });
  });

  it("takes the contact only from jobs the caller lists: their own and those shared with them now", async () => {
    const { cookie, body: me } = await signUp();
    const other = await signUp();
    const [mine, shared] = ascendingIds(2);
    await createJob(cookie, { id: mine, clientName: "Acme Plumbing", clientEmail: "mine@acme.test" });
    const sharedNow = await createJob(other.cookie, { id: shared, clientName: "acme plumbing", clientContact: "Shared Sam" });
    const lapsed = await createJob(other.cookie, { clientName: "Acme Plumbing", clientPhone: "555-0199" });
    await createJob(other.cookie, { clientName: "Acme Plumbing", clientEmail: "private@other.test" });
    await createJob(cookie, { clientName: "Acme Plumbing", clientContact: "  " });
    await shareJob(sharedNow.id, me.id, other.body.id, "view");
    await shareJob(lapsed.id, me.id, other.body.id, "edit", Date.now() - 60_000);

    const first = await listJobs(cookie, "?client=Acme%20Plumbing");
    expect(first.items).toHaveLength(3);
    expect(first.clientTotals).toMatchObject({ total: 3, contact: { clientContact: "Shared Sam", clientPhone: null, clientEmail: null } });
  });
});
