import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { idbOutboxStorage } from "./idb-outbox-storage";
import { type OutboxPhoto, RefusedUpload, createUploadOutbox } from "./photo-outbox";

let databases = 0;
const storage = () => idbOutboxStorage(`outbox-test-${(databases += 1)}`);
const entry = (id: string, jobId = "job-1") => ({ id, jobId, photo: new Blob(["photo"]), thumb: new Blob(["thumb"]), filename: `${id}.jpg`, caption: "", category: "general" });

type Reply = "ok" | "offline" | string;
function server(replies: Record<string, Reply[]> = {}) {
  const requests: string[] = [];
  const send = async (photo: OutboxPhoto) => {
    requests.push(photo.id);
    const reply = replies[photo.id]?.shift() ?? "ok";
    if (reply === "offline") throw new TypeError("Failed to fetch");
    if (reply !== "ok") throw new RefusedUpload(reply);
    return { id: photo.id, filename: photo.filename };
  };
  return { send, requests };
}

describe("photo outbox", () => {
  it("keeps photos taken offline through a reload and uploads each once, in order, when the signal returns", async () => {
    const shared = storage();
    const offline = server({ a: ["offline"] });
    const first = createUploadOutbox({ storage: shared, send: offline.send, onSent: () => {} });
    await first.open("user-1");
    await first.add([entry("a"), entry("b")]);
    expect(await first.drain()).toEqual({ sent: 0, waiting: 2, refused: 0 });
    expect(offline.requests, "stops at the first photo that cannot get through").toEqual(["a"]);

    const online = server();
    const sent: string[] = [];
    const reloaded = createUploadOutbox({ storage: shared, send: online.send, onSent: (result) => sent.push(`${result.id}:${result.filename}`) });
    await reloaded.open("user-1");
    expect(reloaded.list().map((photo) => [photo.id, photo.state])).toEqual([
      ["a", "waiting"],
      ["b", "waiting"],
    ]);
    const [one, two] = await Promise.all([reloaded.drain(), reloaded.drain()]);
    expect(one).toEqual({ sent: 2, waiting: 0, refused: 0 });
    expect(two).toBe(one);
    expect(online.requests).toEqual(["a", "b"]);
    expect(sent).toEqual(["a:a.jpg", "b:b.jpg"]);
    expect(reloaded.list()).toEqual([]);
    expect(await shared.load("user-1")).toEqual([]);
  });

  it("tells its screens nothing when opening and draining an empty outbox changes nothing, so a start does not draw them again", async () => {
    const outbox = createUploadOutbox({ storage: storage(), send: server().send, onSent: () => {} });
    const before = outbox.list();
    let told = 0;
    outbox.subscribe(() => (told += 1));
    await outbox.open("user-1");
    await outbox.drain();
    expect(told).toBe(0);
    expect(outbox.list()).toBe(before);
    await outbox.add([entry("a")]);
    expect(told).toBe(1);
  });

  it("goes on past an upload that ran out of time, and tries it first again in the next drain", async () => {
    const requests: string[] = [];
    let slow = true;
    const send = async (photo: OutboxPhoto) => {
      requests.push(photo.id);
      if (photo.id === "big" && slow) throw new DOMException("The operation timed out.", "TimeoutError");
      return { id: photo.id, filename: photo.filename };
    };
    const outbox = createUploadOutbox({ storage: storage(), send, onSent: () => {} });
    await outbox.open("user-1");
    await outbox.add([entry("big"), entry("a"), entry("b")]);
    expect(await outbox.drain()).toEqual({ sent: 2, waiting: 1, refused: 0 });
    expect(requests).toEqual(["big", "a", "b"]);
    expect(outbox.list()).toMatchObject([{ id: "big", state: "waiting" }]);
    slow = false;
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 0 });
    expect(requests).toEqual(["big", "a", "b", "big"]);
  });

  it("holds the photos of a job whose own writes have not landed, and sends them once they have", async () => {
    const online = server();
    let jobWaiting = true;
    const outbox = createUploadOutbox({ storage: storage(), send: online.send, onSent: () => {}, held: (photo) => photo.jobId === "new-job" && jobWaiting });
    await outbox.open("user-1");
    await outbox.add([entry("a", "new-job"), entry("b", "old-job")]);
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 1, refused: 0 });
    expect(online.requests).toEqual(["b"]);
    jobWaiting = false;
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 0 });
    expect(online.requests).toEqual(["b", "a"]);
  });

  it("keeps a photo the server refuses with its reason, goes on with the next, and retries or discards it when asked", async () => {
    const shared = storage();
    const refusing = server({ a: ["This job no longer exists."] });
    const outbox = createUploadOutbox({ storage: shared, send: refusing.send, onSent: () => {} });
    await outbox.open("user-1");
    await outbox.add([entry("a"), entry("b")]);
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 1 });
    expect(outbox.list()).toMatchObject([{ id: "a", state: "refused", problem: "This job no longer exists." }]);
    expect((await shared.load("user-1")).map((photo) => photo.state), "the refusal survives a reload").toEqual(["refused"]);

    await outbox.retry("a");
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 0 });
    await outbox.add([entry("c")]);
    await outbox.discard("c");
    expect(await shared.load("user-1")).toEqual([]);
  });

  it("never shows or sends one user's photos to another, and sign-out removes only that user's", async () => {
    const shared = storage();
    const quiet = server({ a: ["offline"], b: ["offline"] });
    const outbox = createUploadOutbox({ storage: shared, send: quiet.send, onSent: () => {} });
    await outbox.open("user-1");
    await outbox.add([entry("a")]);
    await outbox.open("user-2");
    expect(outbox.list()).toEqual([]);
    await outbox.add([entry("b")]);
    await outbox.drain();
    expect(quiet.requests).toEqual(["b"]);
    await outbox.removeAll("user-2");
    expect(await shared.load("user-2")).toEqual([]);
    expect((await shared.load("user-1")).map((photo) => photo.id)).toEqual(["a"]);
  });

  it("counts and removes a user's stored photos at sign-out before the outbox was opened for them", async () => {
    const shared = storage();
    const before = createUploadOutbox({ storage: shared, send: server({ a: ["offline"] }).send, onSent: () => {} });
    await before.open("user-1");
    await before.add([entry("a"), entry("b")]);
    const fresh = createUploadOutbox({ storage: shared, send: server().send, onSent: () => {} });
    expect(await fresh.waitingFor("user-1")).toBe(2);
    await fresh.removeAll("user-1");
    expect(await shared.load("user-1")).toEqual([]);
    expect(await fresh.waitingFor("user-1")).toBe(0);
  });

  it("is never left stuck sending when storage fails after the upload", async () => {
    const shared = storage();
    const failingRemove = { ...shared, remove: async () => Promise.reject(new Error("QuotaExceededError")) };
    const outbox = createUploadOutbox({ storage: failingRemove, send: server().send, onSent: () => {} });
    await outbox.open("user-1");
    await outbox.add([entry("a"), entry("b")]);
    expect(await outbox.drain()).toEqual({ sent: 2, waiting: 0, refused: 0 });
    expect(outbox.list()).toEqual([]);
  });

  it("stores a batch all or none: one that fails partway leaves nothing to upload twice", async () => {
    const shared = storage();
    let saves = 0;
    const fullAfterOne = { ...shared, save: async (photo: OutboxPhoto) => (++saves > 1 ? Promise.reject(new DOMException("full", "QuotaExceededError")) : shared.save(photo)) };
    const outbox = createUploadOutbox({ storage: fullAfterOne, send: server().send, onSent: () => {} });
    await outbox.open("user-1");
    await expect(outbox.add([entry("a"), entry("b")])).rejects.toThrow("full");
    expect(outbox.list()).toEqual([]);
    expect(await shared.load("user-1")).toEqual([]);
  });

  it("refuses to queue when nobody is signed in by the end of the wait", async () => {
    const outbox = createUploadOutbox({ storage: storage(), send: server().send, onSent: () => {}, openWaitMs: 20 });
    await expect(outbox.add([entry("a")])).rejects.toThrow("Sign in to upload photos.");
  });

  it("keeps a photo added before the app opened the outbox, once it opens", async () => {
    const shared = storage();
    const outbox = createUploadOutbox({ storage: shared, send: server().send, onSent: () => {} });
    const adding = outbox.add([entry("a")]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.open("user-1");
    await adding;
    expect(outbox.list().map((photo) => [photo.id, photo.userId, photo.state])).toEqual([["a", "user-1", "waiting"]]);
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 0 });
  });

  it("keeps a photo added while the stored ones are loading, after them", async () => {
    const shared = storage();
    const earlier = createUploadOutbox({ storage: shared, send: server().send, onSent: () => {} });
    await earlier.open("user-1");
    await earlier.add([entry("a")]);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const readBeforeTheAdd = { ...shared, load: async (userId: string) => shared.load(userId).then(async (stored) => released.then(() => stored)) };
    const outbox = createUploadOutbox({ storage: readBeforeTheAdd, send: server().send, onSent: () => {} });
    const opening = outbox.open("user-1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.add([entry("b")]);
    release();
    await opening;
    expect(outbox.list().map((photo) => [photo.id, photo.state])).toEqual([
      ["a", "waiting"],
      ["b", "waiting"],
    ]);
  });

  it("keeps a photo refused for what it is as refused for good, through a reload, and does not send it again on retry", async () => {
    const shared = storage();
    const requests: string[] = [];
    const send = async (photo: OutboxPhoto) => {
      requests.push(photo.id);
      throw new RefusedUpload("That file is not a photo.", true);
    };
    const outbox = createUploadOutbox({ storage: shared, send, onSent: () => {} });
    await outbox.open("user-1");
    await outbox.add([entry("a")]);
    await outbox.drain();
    expect(outbox.list().map(({ state, problem, final }) => ({ state, problem, final }))).toEqual([{ state: "refused", problem: "That file is not a photo.", final: true }]);
    await outbox.retry("a");
    await outbox.drain();
    expect(requests).toEqual(["a"]);

    const reloaded = createUploadOutbox({ storage: shared, send, onSent: () => {} });
    await reloaded.open("user-1");
    expect(reloaded.list()[0]?.final).toBe(true);
  });
});
