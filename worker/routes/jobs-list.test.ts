import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";

async function seed(cookie: string) {
  const accord = await createJob(cookie, { clientName: "Acme Plumbing", jobName: "Door logos", vehicleYear: 2022, vehicleMake: "Honda", vehicleModel: "Accord", status: "in_progress" });
  const transit = await createJob(cookie, { clientName: "Bolt Electric", jobName: "Fleet wrap", vehicleYear: 2023, vehicleMake: "Ford", vehicleModel: "Transit", vehicleVin: "1FTBW3XM5LKA12345", status: "completed" });
  const quote = await createJob(cookie, { clientName: "acme plumbing", jobName: "100% chrome_delete", status: "quote_sent" });
  return { accord, transit, quote };
}

const ids = (page: { items: { id: string }[] }) => page.items.map((job) => job.id);

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
    expect(first.clientTotals).toEqual({ total: 5, completed: 2, firstJobAt: made[0]!.createdAt, latestJobAt: made[4]!.createdAt });
    const next = await listJobs(cookie, `?client=acme%20PLUMBING&limit=2&cursor=${first.nextCursor}`);
    expect(next.items).toHaveLength(2);
    expect(next.clientTotals).toBeUndefined();
    expect((await listJobs(cookie)).clientTotals).toBeUndefined();
    expect((await listJobs(cookie, "?client=acme%20PLUMBING&status=completed")).clientTotals, "totals only beside the client's whole list").toBeUndefined();
  });
});
