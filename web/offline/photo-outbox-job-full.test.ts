import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { idbOutboxStorage } from "./idb-outbox-storage";
import { type OutboxPhoto, RefusedUpload, createUploadOutbox } from "./photo-outbox";

const FULL = "A job can hold at most 500 photos.";
const BAD_IMAGE = "a.jpg is not a JPEG, PNG or WebP image.";

let databases = 0;
const storage = () => idbOutboxStorage<OutboxPhoto>(`outbox-job-full-${(databases += 1)}`);
const entry = (id: string, jobId = "job-a") => ({ id, jobId, photo: new Blob(["photo"]), thumb: new Blob(["thumb"]), filename: `${id}.jpg`, caption: "", category: "general" });

/** A server that refuses each photo of a full job, and takes everything else. */
function server(fullJobs: Set<string>, refusals: Record<string, string> = {}) {
  const requests: string[] = [];
  const send = async (photo: OutboxPhoto) => {
    requests.push(photo.id);
    if (refusals[photo.id]) throw new RefusedUpload(refusals[photo.id]);
    if (fullJobs.has(photo.jobId)) throw new RefusedUpload(FULL);
    return photo.id;
  };
  return { send, requests };
}

async function outboxWith(fullJobs: Set<string>, shared = storage(), refusals: Record<string, string> = {}) {
  const api = server(fullJobs, refusals);
  const outbox = createUploadOutbox({ storage: shared, send: api.send, onSent: () => {}, refusesJob: (problem) => problem === FULL });
  await outbox.open("user-1");
  return { outbox, requests: api.requests, shared };
}

const states = (photos: readonly OutboxPhoto[]) => photos.map((photo) => [photo.id, photo.state, photo.problem]);

describe("photo outbox, a job the server says is full", () => {
  it("sends none of the job's other waiting photos after its refusal, shows them refused with it, and goes on with other jobs", async () => {
    const { outbox, requests, shared } = await outboxWith(new Set(["job-a"]));
    await outbox.add([entry("a1"), entry("a2"), entry("b1", "job-b"), entry("a3")]);
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 3 });
    expect(requests).toEqual(["a1", "b1"]);
    expect(states(outbox.list())).toEqual([
      ["a1", "refused", FULL],
      ["a2", "refused", FULL],
      ["a3", "refused", FULL],
    ]);
    expect(await outbox.drain()).toEqual({ sent: 0, waiting: 0, refused: 3 });
    await outbox.add([entry("a4")]);
    expect(await outbox.drain()).toEqual({ sent: 0, waiting: 0, refused: 4 });
    expect(requests, "nothing more goes up, a photo added since included").toEqual(["a1", "b1"]);
    expect(states(await shared.load("user-1")).sort(), "only the one refused is kept refused: the next start sends the others").toEqual([
      ["a1", "refused", FULL],
      ["a2", "waiting", null],
      ["a3", "waiting", null],
      ["a4", "waiting", null],
    ]);
  });

  it("sends them again once a photo of the job is deleted or the user retries one, and a new start tries the job once more, the oldest first", async () => {
    const { outbox, requests, shared } = await outboxWith(new Set(["job-a"]));
    await outbox.add([entry("a1"), entry("a2"), entry("a3")]);
    await outbox.drain();
    expect(requests).toEqual(["a1"]);

    await outbox.release("job-a");
    expect(states(outbox.list()).map(([, state]) => state)).toEqual(["waiting", "waiting", "waiting"]);
    await outbox.drain();
    expect(requests, "a delete that made no room: one more refusal, no more").toEqual(["a1", "a1"]);

    await outbox.retry("a3");
    await outbox.drain();
    expect(requests).toEqual(["a1", "a1", "a1"]);

    const afterStart = server(new Set());
    const started = createUploadOutbox({ storage: shared, send: afterStart.send, onSent: () => {}, refusesJob: (problem) => problem === FULL });
    await started.open("user-1");
    expect(states(started.list()).map(([id, state]) => [id, state])).toEqual([
      ["a1", "waiting"],
      ["a2", "waiting"],
      ["a3", "waiting"],
    ]);
    expect(await started.drain()).toEqual({ sent: 3, waiting: 0, refused: 0 });
    expect(afterStart.requests, "room made elsewhere: the oldest goes first").toEqual(["a1", "a2", "a3"]);

    const stillFull = server(new Set(["job-a"]));
    const again = createUploadOutbox({ storage: storage(), send: stillFull.send, onSent: () => {}, refusesJob: (problem) => problem === FULL });
    await again.open("user-1");
    await again.add([entry("b1"), entry("b2")].map((item) => ({ ...item, jobId: "job-a" })));
    await again.drain();
    await again.close();
    await again.open("user-1");
    await again.drain();
    expect(stillFull.requests, "a job still full costs one upload a start, no more").toEqual(["b1", "b1"]);
  });

  it("holds the job only for a refusal that holds for all of it: another photo of the job is still sent after a bad one", async () => {
    const { outbox, requests } = await outboxWith(new Set(), storage(), { a1: BAD_IMAGE });
    await outbox.add([entry("a1"), entry("a2")]);
    expect(await outbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 1 });
    expect(requests).toEqual(["a1", "a2"]);
    await outbox.release("job-a");
    expect(states(outbox.list()), "a refusal of the photo itself stays until the user retries it").toEqual([["a1", "refused", BAD_IMAGE]]);
  });
});
