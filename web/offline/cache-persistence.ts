/**
 * Keeps a user's query cache and unsent writes on the device, so the app opens offline with their
 * jobs and carries on where it stopped. A user's query data is one record, and each open tab keeps
 * its writes in a record of its own, so one tab never saves over another's; a tab that starts takes
 * over the writes of tabs that are gone (a reload, a closed tab), one tab at a time. Another user's
 * records are never read, and sign-out removes them all. Writes are few and must survive a crash, so
 * they are saved on every change (changes in one tick together); query data, which can be large, at
 * most once per throttle interval. Storage, tabs and clock are injected.
 *
 * A write that was being sent when the page went away comes back as waiting: TanStack resumes only
 * paused mutations, and the Idempotency-Key makes sending it again safe. A write the server refused
 * only because the session had ended is waiting again too, as it will land once signed in.
 */
import { type DehydratedState, type Mutation, type Query, type QueryClient, dehydrate, hydrate } from "@tanstack/react-query";

export type PersistedPart = { buster: string; savedAt: number; state: DehydratedState };
/** The query data, or a tab's writes (`writes:<tab>`; a record from before tabs had their own is plain `writes`). */
export type CachePart = string;

export type CacheStorage = {
  get(userId: string, part: CachePart): Promise<PersistedPart | undefined>;
  set(userId: string, part: CachePart, value: PersistedPart): Promise<void>;
  /** The parts stored for the user. */
  parts(userId: string): Promise<CachePart[]>;
  remove(userId: string, parts: CachePart[]): Promise<void>;
};

/** This page among the app's open tabs: which tabs are alive, and a way to run one thing at a time across them. */
export type Tabs = { own: string; alive(): Promise<Set<string>>; exclusively<T>(name: string, run: () => Promise<T>): Promise<T> };

const WRITES = "writes";
const tabOf = (part: CachePart) => part.slice(WRITES.length + 1);

/** A page alone: no other tab is alive, and nothing needs waiting for. */
const alone = (): Tabs => ({ own: crypto.randomUUID(), alive: async () => new Set(), exclusively: (_name, run) => run() });

export type PersistenceOptions = {
  storage: CacheStorage;
  tabs?: Tabs;
  /** Changes when the shape of stored data changes; a record with another buster is dropped. */
  buster: string;
  maxAgeMs: number;
  throttleMs: number;
  now?: () => number;
  /** Which mutations are writes the device keeps until they land (refused ones too, for the user to retry or discard); others are never resumed after a reload. */
  isQueuedWrite: (mutation: Mutation<unknown, Error, unknown, unknown>) => boolean;
  /** Which successful queries are worth keeping. */
  keepQuery?: (query: Query) => boolean;
  /** A refused write that should simply be sent again once possible (the session had ended). */
  sendsAgain?: (error: unknown) => boolean;
  /** Errors as stored (IndexedDB keeps only an Error's message) and as read back. */
  errors?: { store: (error: unknown) => unknown; read: (stored: unknown) => unknown };
  /** Told after each save of the writes whether the device stored them (a full or unavailable storage refuses), with how many there were. */
  onWritesSaved?: (stored: boolean, count: number) => void;
};

type DehydratedMutation = DehydratedState["mutations"][number];

const NOTHING: DehydratedState = { mutations: [], queries: [] };

const PLAIN = { store: (error: unknown) => error, read: (stored: unknown) => stored };

function revive(mutation: DehydratedMutation, sendsAgain: (error: unknown) => boolean): DehydratedMutation {
  const { status, error } = mutation.state;
  const waits = status === "pending" || (status === "error" && sendsAgain(error));
  return waits ? { ...mutation, state: { ...mutation.state, status: "pending", isPaused: true, error: null, failureReason: null } } : mutation;
}

export function createCachePersistence(options: PersistenceOptions) {
  const { storage, buster, maxAgeMs, throttleMs, isQueuedWrite } = options;
  const tabs = options.tabs ?? alone();
  const ownWrites = `${WRITES}:${tabs.own}`;
  const now = options.now ?? Date.now;
  const sendsAgain = options.sendsAgain ?? (() => false);
  const keepQuery = options.keepQuery ?? (() => true);
  const errors = options.errors ?? PLAIN;
  const withErrors = (mutation: DehydratedMutation, convert: (error: unknown) => unknown): DehydratedMutation => ({
    ...mutation,
    state: {
      ...mutation.state,
      error: mutation.state.error == null ? null : (convert(mutation.state.error) as Error),
      failureReason: mutation.state.failureReason == null ? null : (convert(mutation.state.failureReason) as Error),
    },
  });

  const part = (state: DehydratedState): PersistedPart => ({ buster, savedAt: now(), state });
  const writesOf = (queryClient: QueryClient) =>
    dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) => isQueuedWrite(mutation) && (mutation.state.status === "pending" || mutation.state.status === "error"),
    }).mutations.map((mutation) => withErrors(mutation, errors.store));
  const queriesOf = (queryClient: QueryClient) =>
    dehydrate(queryClient, {
      shouldDehydrateMutation: () => false,
      shouldDehydrateQuery: (query) => query.state.status === "success" && keepQuery(query),
    }).queries;

  const usable = (stored: PersistedPart | undefined) => (stored && stored.buster === buster && now() - stored.savedAt <= maxAgeMs ? stored : undefined);
  const read = async (userId: string, name: CachePart) => usable(await storage.get(userId, name).catch(() => undefined));

  return {
    /**
     * Puts the user's stored query data back, and takes over the writes of tabs that are gone (oldest first, so each
     * job's writes keep their order): they move into this tab's record before the records read are removed (one that
     * could not be read stays for a later start). Without the tabs' locks the page starts with its query data only.
     * Writes are taken whatever their format version and age, unlike query data: unsent, they are the user's work, not
     * a copy of the server's, and the server checks each as it lands. False when there was nothing usable.
     */
    async restore(queryClient: QueryClient, userId: string): Promise<boolean> {
      const queries = await read(userId, "queries");
      const adopted = await tabs
        .exclusively(`adopt:${userId}`, async () => {
          const alive = await tabs.alive();
          const parts = await storage.parts(userId).catch((): CachePart[] => []);
          const orphans = parts.filter((part) => part.startsWith(WRITES) && part !== ownWrites && !alive.has(tabOf(part)));
          const taken = await Promise.all(orphans.map((part) => storage.get(userId, part).then((stored) => [{ part, stored }], () => [])));
          const records = taken.flat();
          const mutations = records
            .flatMap(({ stored }) => stored?.state?.mutations ?? [])
            .sort((a, b) => a.state.submittedAt - b.state.submittedAt)
            .map((mutation) => revive(withErrors(mutation, errors.read), sendsAgain));
          hydrate(queryClient, { ...NOTHING, mutations });
          if (records.length) {
            await storage
              .set(userId, ownWrites, part({ ...NOTHING, mutations: writesOf(queryClient) }))
              .then(() => storage.remove(userId, records.map((record) => record.part)))
              .catch(() => undefined);
          }
          return mutations.length > 0;
        })
        .catch(() => false);
      if (queries) hydrate(queryClient, queries.state);
      return Boolean(queries) || adopted;
    },

    /** Saves the cache as it changes, until stop() (which saves once more). */
    subscribe(queryClient: QueryClient, userId: string) {
      let stopped = false;
      let queryTimer: ReturnType<typeof setTimeout> | null = null;
      let writesDue = false;
      let chain: Promise<void> = Promise.resolve();
      const enqueue = (name: CachePart, state: DehydratedState, saved?: (stored: boolean) => void) => {
        chain = chain
          .then(() => storage.set(userId, name, part(state)))
          .then(() => true, () => false)
          .then((stored) => saved?.(stored))
          .catch(() => undefined);
        return chain;
      };
      const saveQueries = () => {
        if (queryTimer) clearTimeout(queryTimer);
        queryTimer = null;
        return stopped ? chain : enqueue("queries", { ...NOTHING, queries: queriesOf(queryClient) });
      };
      const saveWrites = () => {
        writesDue = false;
        if (stopped) return chain;
        const mutations = writesOf(queryClient);
        return enqueue(ownWrites, { ...NOTHING, mutations }, (stored) => options.onWritesSaved?.(stored, mutations.length));
      };
      const stopQueries = queryClient.getQueryCache().subscribe(() => {
        queryTimer ??= setTimeout(() => void saveQueries(), throttleMs);
      });
      const stopWrites = queryClient.getMutationCache().subscribe((event) => {
        if (writesDue || !(event.type === "added" || event.type === "removed" || event.type === "updated")) return;
        writesDue = true;
        queueMicrotask(() => void saveWrites());
      });
      const flush = () => Promise.all([saveQueries(), saveWrites()]).then(() => undefined);
      const detach = () => {
        stopQueries();
        stopWrites();
        if (queryTimer) clearTimeout(queryTimer);
        stopped = true;
        return chain;
      };
      return {
        flush,
        /** Saves once more, then stops. */
        async stop() {
          await flush();
          await detach();
        },
        /** Stops without saving (sign-out, before the records are removed); settles once a save already under way is done. */
        detach,
      };
    },

    /** How many writes the user's other tabs, open or gone, keep on the device: sign-out removes those too. */
    async writesElsewhere(userId: string): Promise<number> {
      const parts = (await storage.parts(userId)).filter((part) => part.startsWith(WRITES) && part !== ownWrites);
      const records = await Promise.all(parts.map((part) => storage.get(userId, part).catch(() => undefined)));
      return records.reduce((sum, record) => sum + (record?.state?.mutations?.length ?? 0), 0);
    },

    /** Sign-out: the user's stored query data and every tab's writes leave the device, never while a starting tab takes some over. */
    remove: (userId: string) => tabs.exclusively(`adopt:${userId}`, async () => storage.remove(userId, await storage.parts(userId))),
  };
}
