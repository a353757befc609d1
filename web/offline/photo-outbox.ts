/**
 * Photos waiting to upload. Each is stored (Blobs and all) before any request, so a photo taken with
 * no signal survives a reload or a crash, and it is removed only once the server has it. Uploads run
 * one at a time in the order taken; the photo's client-made id makes a repeated upload (a retry, a
 * second tab) answer the stored photo instead of adding another. Storage and sending are injected.
 */
export type OutboxState = "waiting" | "sending" | "refused";

/** What every waiting upload carries besides its Blobs (photos here; voice notes use the same outbox). */
export type OutboxEntry = {
  id: string;
  userId: string;
  jobId: string;
  queuedAt: string;
  state: OutboxState;
  problem: string | null;
  /** Refused for what it is (its bytes or fields), which sending it again cannot change: it can only be discarded. */
  final?: boolean;
};

export type OutboxPhoto = OutboxEntry & {
  photo: Blob;
  thumb: Blob;
  filename: string;
  caption: string;
  category: string;
};

export type OutboxStorage<Item extends OutboxEntry = OutboxPhoto> = {
  load(userId: string): Promise<Item[]>;
  save(item: Item): Promise<void>;
  remove(item: Pick<Item, "id" | "userId">): Promise<void>;
  removeAll(userId: string): Promise<void>;
};

/** The server's refusal of this photo (kept, with its reason, for the user to retry or discard; `final` when a retry cannot help). */
export class RefusedUpload extends Error {
  constructor(
    message?: string,
    readonly final = false,
  ) {
    super(message);
  }
}

export type OutboxOptions<Sent, Item extends OutboxEntry = OutboxPhoto> = {
  storage: OutboxStorage<Item>;
  /** Uploads one item; throws RefusedUpload when the server will not take it, anything else when it could not be reached. */
  send: (item: Item) => Promise<Sent>;
  onSent: (sent: Sent, item: Item) => void;
  /** How long an add waits for the outbox to be opened for the signed-in user; 10 s when not given. */
  openWaitMs?: number;
  /** An item not to send yet, though it waits: its job's own writes (its create, made offline) have not landed. */
  held?: (item: Item) => boolean;
  /** A refusal every upload for the same job would meet too (the job is full), so the job's other uploads are not sent after it. */
  refusesJob?: (problem: string) => boolean;
};

const OPEN_WAIT_MS = 10_000;

function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

/** Settles when the promise does or after `ms`, whichever comes first, and never fails. */
const within = (promise: Promise<void>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

export type DrainResult = { sent: number; waiting: number; refused: number };

export function createUploadOutbox<Sent, Item extends OutboxEntry = OutboxPhoto>({ storage, send, onSent, openWaitMs = OPEN_WAIT_MS, held = () => false, refusesJob = () => false }: OutboxOptions<Sent, Item>) {
  let userId: string | null = null;
  let opened = signal();
  let photos: Item[] = [];
  let draining: Promise<DrainResult> | null = null;
  const listeners = new Set<() => void>();
  /**
   * Jobs the server refused an upload for as a whole (full), with its reason, since this start. Their other uploads are
   * shown refused with that reason and not sent, though storage keeps them waiting: a retry or `release` (a photo of
   * the job deleted) sends them again, and a new start tries the job once more, its oldest upload first, as room may
   * have been made elsewhere.
   */
  const refusedJobs = new Map<string, string>();
  const refusedWithJob = (item: Item) => item.state === "refused" && item.problem !== null && refusesJob(item.problem);
  const withJobRefusal = (item: Item): Item => {
    const problem = item.state === "waiting" ? refusedJobs.get(item.jobId) : undefined;
    return problem === undefined ? item : { ...item, state: "refused", problem };
  };

  /** A list with the same items as before is not news: each screen showing it would draw itself again for nothing. */
  const emit = (next: Item[]) => {
    if (next.length === photos.length && next.every((item, index) => item === photos[index])) return;
    photos = next;
    for (const listener of listeners) listener();
  };
  const setState = (id: string, state: OutboxState, problem: string | null, final = false) => emit(photos.map((item) => (item.id === id ? { ...item, state, problem, final } : item)));
  const counts = (): DrainResult => ({ sent: 0, waiting: photos.filter((item) => item.state === "waiting").length, refused: photos.filter((item) => item.state === "refused").length });

  /**
   * Sends one photo: sent, refused by the server (kept with the reason), too slow (it ran out of time while moving:
   * this drain goes on with the others, and the next tries it first again), or not through, which ends this drain.
   */
  async function sendOne(current: Item): Promise<"sent" | "refused" | "slow" | "stopped"> {
    setState(current.id, "sending", null);
    try {
      const result = await send(current);
      onSent(result, current);
      emit(photos.filter((item) => item.id !== current.id));
      await storage.remove(current).catch(() => undefined);
      return "sent";
    } catch (error) {
      if (!(error instanceof RefusedUpload)) {
        setState(current.id, "waiting", null);
        return error instanceof DOMException && error.name === "TimeoutError" ? "slow" : "stopped";
      }
      setState(current.id, "refused", error.message, error.final);
      await storage.save({ ...current, state: "refused", problem: error.message, final: error.final }).catch(() => undefined);
      if (refusesJob(error.message)) {
        refusedJobs.set(current.jobId, error.message);
        emit(photos.map(withJobRefusal));
      }
      return "refused";
    }
  }

  /** Something in the job changed that may take its uploads now (a photo of it was deleted): those refused with the whole job wait to be sent again. */
  async function release(jobId: string) {
    refusedJobs.delete(jobId);
    const freed = new Set(photos.filter((item) => item.jobId === jobId && refusedWithJob(item)).map((item) => item.id));
    if (freed.size === 0) return;
    await Promise.all(photos.filter((item) => freed.has(item.id)).map((item) => storage.save({ ...item, state: "waiting", problem: null })));
    emit(photos.map((item) => (freed.has(item.id) && item.state === "refused" ? { ...item, state: "waiting", problem: null } : item)));
  }

  async function run(): Promise<DrainResult> {
    let sent = 0;
    const slow = new Set<string>();
    const nextToSend = () => photos.find((item) => item.state === "waiting" && !held(item) && !slow.has(item.id));
    for (let next = nextToSend(); next && userId === next.userId; next = nextToSend()) {
      const outcome = await sendOne(next);
      if (outcome === "stopped") break;
      if (outcome === "sent") sent += 1;
      if (outcome === "slow") slow.add(next.id);
    }
    return { ...counts(), sent };
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    list: () => photos,

    /**
     * Loads the signed-in user's waiting photos (another user's are never read). Photos added while they load are
     * kept, and keep their state.
     */
    async open(nextUserId: string) {
      if (userId !== nextUserId) {
        refusedJobs.clear();
        emit([]);
      }
      userId = nextUserId;
      opened.fire();
      const stored = await storage.load(nextUserId);
      if (userId !== nextUserId) return;
      const held = new Set(photos.map((item) => item.id));
      const restored = stored.filter((item) => !held.has(item.id)).map((item) => withJobRefusal(item.state === "sending" || refusedWithJob(item) ? { ...item, state: "waiting" as const, problem: null } : item));
      emit([...restored, ...photos]);
    },

    close() {
      userId = null;
      opened = signal();
      refusedJobs.clear();
      emit([]);
    },

    /**
     * Keeps photos on the device, all or none (a batch that fails partway leaves nothing stored, since the user adds it
     * again, with new ids); a screen that starts before the app has opened the outbox waits for it to open.
     */
    async add(entries: Omit<Item, "userId" | "queuedAt" | "state" | "problem">[]) {
      if (!userId) await within(opened.fired, openWaitMs);
      if (!userId) throw new Error("Sign in to upload photos.");
      const owner = userId;
      const added = entries.map((entry) => ({ ...entry, userId: owner, queuedAt: new Date().toISOString(), state: "waiting", problem: null }) as Item);
      const saved: Item[] = [];
      try {
        for (const item of added) {
          await storage.save(item);
          saved.push(item);
        }
      } catch (error) {
        await Promise.all(saved.map((item) => storage.remove(item).catch(() => undefined)));
        throw error;
      }
      if (userId === owner) emit([...photos.filter((item) => !added.some((entry) => entry.id === item.id)), ...added.map(withJobRefusal)]);
    },

    /** Uploads what is waiting, one at a time; a second call while running joins the first. Stops at the first photo that could not reach the server. */
    drain(): Promise<DrainResult> {
      draining ??= run().finally(() => (draining = null));
      return draining;
    },

    /** Puts a refused upload back to wait for the next drain; one refused with its whole job puts the job's others back too. */
    async retry(id: string) {
      const item = photos.find((entry) => entry.id === id);
      if (!item || item.state !== "refused" || item.final) return;
      if (refusedWithJob(item)) return release(item.jobId);
      await storage.save({ ...item, state: "waiting", problem: null });
      setState(id, "waiting", null);
    },

    release,

    async discard(id: string) {
      const item = photos.find((entry) => entry.id === id);
      if (!item || item.state === "sending") return;
      await storage.remove(item);
      emit(photos.filter((entry) => entry.id !== id));
    },

    /** How many of the user's photos wait on this device, read from storage when the outbox is not open for them (its code came late, or failed to load). */
    async waitingFor(someone: string): Promise<number> {
      return someone === userId ? photos.length : (await storage.load(someone)).length;
    },

    /** Sign-out: the user's waiting photos leave the device, whether or not the outbox was opened for them. */
    async removeAll(someone: string) {
      await storage.removeAll(someone);
      if (someone === userId) emit([]);
    },
  };
}
