/** The persisted query cache in IndexedDB: per user, their query data and each tab's writes, keyed `<user>:<part>`. */
import { createStore, delMany, get, keys, set } from "idb-keyval";
import type { CachePart, CacheStorage, PersistedPart } from "./cache-persistence";

export function idbCacheStorage(database = "wrappilot-cache"): CacheStorage {
  const store = createStore(database, "cache");
  const keyOf = (userId: string, part: CachePart) => `${userId}:${part}`;
  return {
    get: (userId, part) => get<PersistedPart>(keyOf(userId, part), store),
    set: (userId, part, value) => set(keyOf(userId, part), value, store),
    async parts(userId) {
      const prefix = keyOf(userId, "");
      return (await keys<string>(store)).flatMap((key) => (typeof key === "string" && key.startsWith(prefix) ? [key.slice(prefix.length)] : []));
    },
    remove: (userId, parts) => delMany(parts.map((part) => keyOf(userId, part)), store),
  };
}
