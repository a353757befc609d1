/** The persisted query cache in IndexedDB, two records per user (their writes and their query data). */
import { createStore, del, get, set } from "idb-keyval";
import type { CachePart, CacheStorage, PersistedPart } from "./cache-persistence";

const PARTS: CachePart[] = ["queries", "writes"];

export function idbCacheStorage(database = "wrappilot-cache"): CacheStorage {
  const store = createStore(database, "cache");
  const keyOf = (userId: string, part: CachePart) => `${userId}:${part}`;
  return {
    get: (userId, part) => get<PersistedPart>(keyOf(userId, part), store),
    set: (userId, part, value) => set(keyOf(userId, part), value, store),
    async removeUser(userId) {
      await Promise.all(PARTS.map((part) => del(keyOf(userId, part), store)));
    },
  };
}
