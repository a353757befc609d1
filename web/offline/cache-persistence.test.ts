// @vitest-environment node
import { QueryClient, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { type CachePart, type CacheStorage, type PersistedPart, createCachePersistence } from "./cache-persistence";

function memoryStorage() {
  const records = new Map<string, PersistedPart>();
  const storage: CacheStorage = {
    get: async (userId, part) => structuredClone(records.get(`${userId}:${part}`)),
    set: async (userId, part, value) => void records.set(`${userId}:${part}`, structuredClone(value)),
    removeUser: async (userId) => {
      for (const part of ["queries", "writes"] as CachePart[]) records.delete(`${userId}:${part}`);
    },
  };
  return { storage, records };
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

function persistence(storage: CacheStorage, now = () => 1_000, onWritesSaved?: (stored: boolean, count: number) => void) {
  return createCachePersistence({
    onWritesSaved,
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
    expect(records.get("u1:writes")?.state.mutations).toHaveLength(2);
    await saving.stop();
  });

  it("keeps only the queued writes: another mutation waiting at a reload is not run again", async () => {
    const { storage } = memoryStorage();
    onlineManager.setOnline(false);
    const before = clientWith([]);
    before.setMutationDefaults(["shares", "create"], { networkMode: "online", mutationFn: async () => "made" });
    const persistence = createCachePersistence({ storage, buster: "v1", maxAgeMs: 60_000, throttleMs: 10, now: () => 1_000, isQueuedWrite: (mutation) => mutation.options.mutationKey?.[0] === "jobs" });
    const saving = persistence.subscribe(before, "u1");
    void before.getMutationCache().build(before, { mutationKey: ["shares", "create"] }).execute({}).catch(() => undefined);
    void before.getMutationCache().build(before, { mutationKey: KEY }).execute({ id: "a" }).catch(() => undefined);
    await settle();
    await saving.stop();

    const after = clientWith([]);
    await persistence.restore(after, "u1");
    expect(after.getMutationCache().getAll().map((mutation) => mutation.options.mutationKey)).toEqual([KEY]);
  });
});
