// @vitest-environment node
import { QueryClient, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { type CacheStorage, type PersistedPart, type Tabs, createCachePersistence } from "./cache-persistence";

function memoryStorage() {
  const records = new Map<string, PersistedPart>();
  const storage: CacheStorage = {
    get: async (userId, part) => structuredClone(records.get(`${userId}:${part}`)),
    set: async (userId, part, value) => void records.set(`${userId}:${part}`, structuredClone(value)),
    parts: async (userId) => [...records.keys()].flatMap((key) => (key.startsWith(`${userId}:`) ? [key.slice(userId.length + 1)] : [])),
    remove: async (userId, parts) => {
      for (const part of parts) records.delete(`${userId}:${part}`);
    },
  };
  return { storage, records };
}

/** Tabs of one browser: each `tab()` is alive until closed, and `exclusively` runs one thing at a time among them. */
function browser() {
  const open = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  const tab = (): Tabs & { close: () => void } => {
    const own = crypto.randomUUID();
    open.add(own);
    return {
      own,
      alive: async () => new Set(open),
      exclusively: <T,>(_name: string, run: () => Promise<T>) => {
        const result = queue.then(run);
        queue = result.catch(() => undefined);
        return result;
      },
      close: () => open.delete(own),
    };
  };
  return { tab };
}

const KEY = ["jobs", "create"];
type Sent = { id: string };

function clientWith(sent: Sent[], fail: { next: boolean } = { next: false }) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  client.setMutationDefaults(KEY, {
    networkMode: "online",
    gcTime: Infinity,
    mutationFn: async (variables: Sent) => {
      if (fail.next) throw Object.assign(new Error("401: Unauthorized"), { status: 401 });
      sent.push(variables);
      return variables;
    },
  });
  return client;
}

function persistence(storage: CacheStorage, now = () => 1_000, onWritesSaved?: (stored: boolean, count: number) => void, tabs?: Tabs) {
  return createCachePersistence({
    onWritesSaved,
    tabs,
    storage,
    buster: "v1",
    maxAgeMs: 7 * 24 * 3600_000,
    throttleMs: 10,
    now,
    isQueuedWrite: () => true,
    sendsAgain: (error) => String((error as { message?: unknown } | undefined)?.message).startsWith("401"),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A tab of user u1 that queued a write offline (and kept a job, when given), saved, and was closed. */
async function closedTabWith(storage: CacheStorage, gone: ReturnType<ReturnType<typeof browser>["tab"]>, id: string, job?: { id: string }) {
  const client = clientWith([]);
  if (job) client.setQueryData(["jobs", job.id], job);
  const saving = persistence(storage, undefined, undefined, gone).subscribe(client, "u1");
  void client.getMutationCache().build(client, { mutationKey: KEY }).execute({ id }).catch(() => undefined);
  await settle();
  await saving.stop();
  gone.close();
  return gone;
}

afterEach(() => onlineManager.setOnline(true));

describe("cache persistence", () => {
  it("keeps writes made offline and query data through a reload, and sends the writes once, in order, when the signal returns", async () => {
    const { storage } = memoryStorage();
    onlineManager.setOnline(false);
    const before = clientWith([]);
    const saving = persistence(storage).subscribe(before, "u1");
    before.setQueryData(["jobs", "j1"], { id: "j1", clientName: "Acme" });
    for (const id of ["a", "b", "c"]) void before.getMutationCache().build(before, { mutationKey: KEY, scope: { id: "job:j1" } }).execute({ id }).catch(() => undefined);
    await settle();
    await saving.stop();

    const sent: Sent[] = [];
    const after = clientWith(sent);
    expect(await persistence(storage).restore(after, "u1")).toBe(true);
    expect(after.getQueryData(["jobs", "j1"])).toEqual({ id: "j1", clientName: "Acme" });
    expect(after.getMutationCache().getAll().map((mutation) => mutation.state.isPaused)).toEqual([true, true, true]);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await settle();
    expect(sent.map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("never reads another user's record, and removes a user's records at sign-out", async () => {
    const { storage, records } = memoryStorage();
    const first = clientWith([]);
    const saving = persistence(storage).subscribe(first, "u1");
    first.setQueryData(["jobs", "j1"], { id: "j1" });
    await saving.stop();

    const other = clientWith([]);
    expect(await persistence(storage).restore(other, "u2")).toBe(false);
    expect(other.getQueryData(["jobs", "j1"])).toBeUndefined();

    await persistence(storage).remove("u1");
    expect([...records.keys()]).toEqual([]);
  });

  it("drops a record of another format or older than the limit", async () => {
    const { storage } = memoryStorage();
    const client = clientWith([]);
    const saving = persistence(storage).subscribe(client, "u1");
    client.setQueryData(["jobs", "j1"], { id: "j1" });
    await saving.stop();
    const stale = createCachePersistence({ storage, buster: "v2", maxAgeMs: 1, throttleMs: 10, isQueuedWrite: () => true, now: () => 1_000 });
    expect(await stale.restore(clientWith([]), "u1")).toBe(false);
    expect(await persistence(storage, () => 1_000 + 8 * 24 * 3600_000).restore(clientWith([]), "u1")).toBe(false);
  });

  it("keeps a closed tab's unsent writes through a new format and past the age limit, which drop only the query data", async () => {
    const { storage } = memoryStorage();
    const { tab } = browser();
    onlineManager.setOnline(false);
    await closedTabWith(storage, tab(), "w1", { id: "j1" });
    const later = createCachePersistence({ storage, buster: "v2", maxAgeMs: 1, throttleMs: 10, isQueuedWrite: () => true, now: () => 1_000 + 8 * 24 * 3600_000, tabs: tab() });
    const after = clientWith([]);
    expect(await later.restore(after, "u1")).toBe(true);
    expect(after.getQueryData(["jobs", "j1"])).toBeUndefined();
    expect(after.getMutationCache().getAll().map((mutation) => mutation.state.variables)).toEqual([{ id: "w1" }]);
  });

  it("counts another tab's unsent writes for the sign-out warning whatever their format version", async () => {
    const { storage } = memoryStorage();
    const { tab } = browser();
    onlineManager.setOnline(false);
    await closedTabWith(storage, tab(), "w1");
    const later = createCachePersistence({ storage, buster: "v2", maxAgeMs: 1, throttleMs: 10, isQueuedWrite: () => true, now: () => 1_000 + 8 * 24 * 3600_000, tabs: tab() });
    expect(await later.writesElsewhere("u1")).toBe(1);
  });

  it("brings back a write refused only because the session had ended as waiting, so it is sent after signing in again", async () => {
    const { storage } = memoryStorage();
    const fail = { next: true };
    const before = clientWith([], fail);
    const saving = persistence(storage).subscribe(before, "u1");
    await before.getMutationCache().build(before, { mutationKey: KEY }).execute({ id: "a" }).catch(() => undefined);
    await saving.stop();

    const sent: Sent[] = [];
    const after = clientWith(sent);
    await persistence(storage).restore(after, "u1");
    await after.resumePausedMutations();
    await settle();
    expect(sent).toEqual([{ id: "a" }]);
  });

  it("stops saving at once when detached, so a removed record is not written back", async () => {
    const { storage, records } = memoryStorage();
    const client = clientWith([]);
    const saving = persistence(storage).subscribe(client, "u1");
    client.setQueryData(["jobs", "j1"], { id: "j1" });
    void saving.detach();
    await persistence(storage).remove("u1");
    client.setQueryData(["jobs", "j2"], { id: "j2" });
    await settle();
    expect(records.size).toBe(0);
  });

  it("lets a save already under way finish before detaching settles, so a removal after it is not undone", async () => {
    const { storage, records } = memoryStorage();
    const slow: CacheStorage = { ...storage, set: (userId, part, value) => new Promise((resolve) => setTimeout(() => resolve(storage.set(userId, part, value)), 20)) };
    const client = clientWith([]);
    onlineManager.setOnline(false);
    const saving = persistence(slow).subscribe(client, "u1");
    void client.getMutationCache().build(client, { mutationKey: KEY }).execute({ id: "a" }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await saving.detach();
    await persistence(storage).remove("u1");
    await settle();
    expect(records.size).toBe(0);
  });

  it("tells after each save of the writes whether the device stored them, and goes on saving after a refusal", async () => {
    const { storage, records } = memoryStorage();
    const full = { now: true };
    const refusing: CacheStorage = { ...storage, set: (userId, part, value) => (full.now ? Promise.reject(new DOMException("Quota", "QuotaExceededError")) : storage.set(userId, part, value)) };
    const told: [boolean, number][] = [];
    onlineManager.setOnline(false);
    const client = clientWith([]);
    const saving = persistence(refusing, () => 1_000, (stored, count) => told.push([stored, count])).subscribe(client, "u1");
    void client.getMutationCache().build(client, { mutationKey: KEY }).execute({ id: "a" }).catch(() => undefined);
    await settle();
    expect(told.at(-1)).toEqual([false, 1]);
    full.now = false;
    void client.getMutationCache().build(client, { mutationKey: KEY }).execute({ id: "b" }).catch(() => undefined);
    await settle();
    expect(told.at(-1)).toEqual([true, 2]);
    expect([...records].find(([key]) => key.startsWith("u1:writes:"))?.[1].state.mutations).toHaveLength(2);
    await saving.stop();
  });

  it("keeps each tab's writes in its own record, and a tab that starts takes over only those of tabs that are gone", async () => {
    const { storage, records } = memoryStorage();
    const { tab } = browser();
    onlineManager.setOnline(false);
    const [tabA, tabB] = [tab(), tab()];
    const [clientA, clientB] = [clientWith([]), clientWith([])];
    const pageA = persistence(storage, undefined, undefined, tabA);
    const savingA = pageA.subscribe(clientA, "u1");
    const savingB = persistence(storage, undefined, undefined, tabB).subscribe(clientB, "u1");
    void clientA.getMutationCache().build(clientA, { mutationKey: KEY }).execute({ id: "from A" }).catch(() => undefined);
    await settle();
    void clientB.getMutationCache().build(clientB, { mutationKey: KEY }).execute({ id: "from B" }).catch(() => undefined);
    await settle();
    await Promise.all([savingA.stop(), savingB.stop()]);
    expect(await pageA.writesElsewhere("u1"), "B's change, which A's sign-out would remove too").toBe(1);
    expect([...records.keys()].filter((key) => key.startsWith("u1:writes")).sort()).toEqual([`u1:writes:${tabA.own}`, `u1:writes:${tabB.own}`].sort());

    tabA.close();
    const sentC: Sent[] = [];
    const clientC = clientWith(sentC);
    expect(await persistence(storage, undefined, undefined, tab()).restore(clientC, "u1")).toBe(true);
    onlineManager.setOnline(true);
    await clientC.resumePausedMutations();
    await settle();
    expect(sentC, "B is still open: its write stays its own").toEqual([{ id: "from A" }]);
    expect(records.has(`u1:writes:${tabA.own}`)).toBe(false);
    expect(records.get(`u1:writes:${tabB.own}`)?.state.mutations).toHaveLength(1);
  });

  it("has a gone tab's writes taken over once when two tabs start together, and takes over a record kept before tabs had their own", async () => {
    const { storage, records } = memoryStorage();
    const { tab } = browser();
    onlineManager.setOnline(false);
    const gone = await closedTabWith(storage, tab(), "a");
    const record = records.get(`u1:writes:${gone.own}`)!;
    const [write] = record.state.mutations;
    records.set("u1:writes", { ...record, state: { queries: [], mutations: [{ ...write!, state: { ...write!.state, variables: { id: "legacy" } } }] } });

    const [clientC, clientD] = [clientWith([]), clientWith([])];
    await Promise.all([persistence(storage, undefined, undefined, tab()).restore(clientC, "u1"), persistence(storage, undefined, undefined, tab()).restore(clientD, "u1")]);
    const taken = [clientC, clientD].flatMap((client) => client.getMutationCache().getAll().map((mutation) => (mutation.state.variables as Sent).id));
    expect(taken.sort()).toEqual(["a", "legacy"]);
    expect([...records.keys()].filter((key) => key.startsWith("u1:writes")).length, "only the taker's own record is left").toBe(1);
  });

  it("leaves a gone tab's record it could not read for a later start, and starts with the query data when the tabs' locks fail", async () => {
    const { storage, records } = memoryStorage();
    const { tab } = browser();
    onlineManager.setOnline(false);
    const gone = await closedTabWith(storage, tab(), "a", { id: "j1" });

    const unreadable: CacheStorage = { ...storage, get: (userId, part) => (part.startsWith("writes") ? Promise.reject(new Error("read failed")) : storage.get(userId, part)) };
    expect(await persistence(unreadable, undefined, undefined, tab()).restore(clientWith([]), "u1")).toBe(true);
    expect(records.get(`u1:writes:${gone.own}`)?.state.mutations, "kept, not removed unread").toHaveLength(1);

    const broken: Tabs = { own: "t", alive: () => Promise.reject(new Error("SecurityError")), exclusively: () => Promise.reject(new Error("SecurityError")) };
    const after = clientWith([]);
    expect(await persistence(storage, undefined, undefined, broken).restore(after, "u1")).toBe(true);
    expect(after.getQueryData(["jobs", "j1"])).toEqual({ id: "j1" });
  });

  it("keeps only the queued writes: another mutation waiting at a reload is not run again", async () => {
    const { storage } = memoryStorage();
    onlineManager.setOnline(false);
    const before = clientWith([]);
    before.setMutationDefaults(["shares", "create"], { networkMode: "online", mutationFn: async () => "made" });
    const page = () => createCachePersistence({ storage, buster: "v1", maxAgeMs: 60_000, throttleMs: 10, now: () => 1_000, isQueuedWrite: (mutation) => mutation.options.mutationKey?.[0] === "jobs" });
    const saving = page().subscribe(before, "u1");
    void before.getMutationCache().build(before, { mutationKey: ["shares", "create"] }).execute({}).catch(() => undefined);
    void before.getMutationCache().build(before, { mutationKey: KEY }).execute({ id: "a" }).catch(() => undefined);
    await settle();
    await saving.stop();

    const after = clientWith([]);
    await page().restore(after, "u1");
    expect(after.getMutationCache().getAll().map((mutation) => mutation.options.mutationKey)).toEqual([KEY]);
  });
});
