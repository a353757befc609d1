/** An outbox in IndexedDB (Blobs are stored as they are), one key per user and item; each outbox has its own database. */
import { createStore, del, delMany, entries, keys, set } from "idb-keyval";
import type { OutboxItem, OutboxPhoto, OutboxStorage } from "./photo-outbox";

const keyOf = (photo: Pick<OutboxItem, "id" | "userId">) => `${photo.userId}:${photo.id}`;

export function idbOutboxStorage<Item extends OutboxItem = OutboxPhoto>(database = "wrappilot-outbox", storeName = "photos"): OutboxStorage<Item> {
  const store = createStore(database, storeName);
  const ownedBy = (userId: string) => (key: IDBValidKey) => typeof key === "string" && key.startsWith(`${userId}:`);
  return {
    async load(userId) {
      const rows = await entries<IDBValidKey, Item>(store);
      return rows
        .filter(([key]) => ownedBy(userId)(key))
        .map(([, photo]) => photo)
        .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
    save: (photo) => set(keyOf(photo), photo, store),
    remove: (photo) => del(keyOf(photo), store),
    async removeAll(userId) {
      await delMany((await keys(store)).filter(ownedBy(userId)), store);
    },
  };
}
