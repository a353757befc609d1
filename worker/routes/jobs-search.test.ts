import { describe, expect, it } from "vitest";
import { JOB_SEARCH_MAX } from "../../shared/schemas/job";
import { call, signUp } from "../test/http";
import { createJob, listJobs } from "../test/jobs";

let sharedAccount: Promise<{ cookie: string }> | undefined;
/** D1 checks a LIKE pattern only when a row reaches it, so the account has jobs to compare. */
const account = () =>
  (sharedAccount ??= signUp().then(async ({ cookie }) => {
    await createJob(cookie, { clientName: "Дмитрий Александрович Петровский", jobName: "Harbor Freight fleet 🚐" });
    return { cookie };
  }));

const ids = (page: { items: { id: string }[] }) => page.items.map((job) => job.id);
const search = (cookie: string, term: string) => listJobs(cookie, `?search=${encodeURIComponent(term)}`).then(ids);

describe("GET /api/jobs search beyond D1's 50-byte LIKE limit", () => {
  it.each([
    ["a 50-character phrase", "Harbor Freight Logistics fleet wrap, phase two now"],
    ["25 percent signs", "%".repeat(25)],
    ["15 emoji", "🚐".repeat(15)],
    ["a 30-letter Cyrillic name", "Дмитрий Александрович Петровск"],
    ["the longest allowed search", "x".repeat(JOB_SEARCH_MAX)],
  ])("answers %s without an error", async (_label, term) => {
    const { cookie } = await account();
    const response = await call(`/api/jobs?search=${encodeURIComponent(term)}`, { cookie });
    expect(response.status).toBe(200);
  });

  it("finds a job by a long phrase and by emoji in its name", async () => {
    const { cookie } = await signUp();
    const long = await createJob(cookie, { clientName: "Harbor Freight Logistics", jobName: "fleet wrap, phase two now underway" });
    const emoji = await createJob(cookie, { clientName: "Taco Truck", jobName: "🌮🌮🌮 menu board" });
    expect(await search(cookie, "Harbor Freight Logistics fleet wrap, phase two now")).toEqual([long.id]);
    expect(await search(cookie, "🌮🌮🌮")).toEqual([emoji.id]);
    expect(await search(cookie, "%")).toEqual([]);
  });
});

describe("Unicode names", () => {
  it("search and client history match names with non-ASCII capitals in any case", async () => {
    const { cookie } = await signUp();
    const elodie = await createJob(cookie, { clientName: "Élodie Martin" });
    const dmitry = await createJob(cookie, { clientName: "Дмитрий Петров" });
    const oystein = await createJob(cookie, { clientName: "Øystein" });
    expect(await search(cookie, "élodie")).toEqual([elodie.id]);
    expect(await search(cookie, "ДМИТРИЙ")).toEqual([dmitry.id]);
    expect(await search(cookie, "øYSTEIN")).toEqual([oystein.id]);
    expect(await search(cookie, "E\u0301LODIE")).toEqual([elodie.id]);
    expect(ids(await listJobs(cookie, `?client=${encodeURIComponent("ÉLODIE MARTIN")}`))).toEqual([elodie.id]);
    expect(ids(await listJobs(cookie, `?client=${encodeURIComponent("дмитрий петров")}`))).toEqual([dmitry.id]);
  });

  it("saved clients treat differently cased Unicode names as one client", async () => {
    const { cookie } = await signUp();
    await createJob(cookie, { clientName: "Øystein", clientPhone: "1" });
    await createJob(cookie, { clientName: "øystein", clientPhone: "2" });
    const clients = await (await call("/api/clients", { cookie })).json<{ clientName: string; clientPhone: string }[]>();
    expect(clients).toEqual([expect.objectContaining({ clientName: "øystein", clientPhone: "2" })]);
  });

  it("a renamed job is found under its new name", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme" });
    await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, body: { clientName: "Ærøskøbing Ferries" } });
    expect(await search(cookie, "ÆRØ")).toEqual([job.id]);
    expect(await search(cookie, "acme")).toEqual([]);
  });
});

describe("paging", () => {
  it("neither skips nor repeats a job edited while the user pages", async () => {
    const { cookie } = await signUp();
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await createJob(cookie, { clientName: `Client ${i}` }));
    const first = await listJobs(cookie, "?limit=2");
    const oldest = created[0]!;
    await call(`/api/jobs/${oldest.id}`, { method: "PATCH", cookie, body: { notes: "edited while paging" } });
    const second = await listJobs(cookie, `?limit=2&cursor=${first.nextCursor}`);
    const third = await listJobs(cookie, `?limit=2&cursor=${second.nextCursor}`);
    const seen = [...ids(first), ...ids(second), ...ids(third)];
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(created.map((job) => job.id)));
  });
});

describe("GET /api/jobs search with many words", () => {
  it("needs every word, in any order, however many there are", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Alpha Bravo Charlie Delta", jobName: "Echo Foxtrot Golf Hotel India Juliett" });
    const words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett"];
    expect(await search(cookie, words.join(" "))).toEqual([job.id]);
    expect(await search(cookie, [...words].reverse().join(" "))).toEqual([job.id]);
    expect(await search(cookie, `${words.join(" ")} zulu`), "a ninth-or-later word is not left out").toEqual([]);
    expect(await search(cookie, `zulu ${words.join(" ")}`)).toEqual([]);
  });

  it("answers fifty different one-letter words, accented ones among them, within D1's parameters", async () => {
    const { cookie } = await signUp();
    const letters = [..."abcdefghijklmnopqrstuvwxyzàáâäãåèéêëìíîïòóôöõùúûü"].slice(0, 50);
    const term = letters.join(" ");
    expect(term.length).toBeLessThanOrEqual(JOB_SEARCH_MAX);
    const response = await call(`/api/jobs?search=${encodeURIComponent(term)}`, { cookie });
    expect(response.status).toBe(200);
  });
});
