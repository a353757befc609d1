/** An upload outbox in IndexedDB (Blobs are stored as they are), one key per user and item; photos and voice notes each have their own database. */
import { createStore, del, delMany, entries, keys, set } from "idb-keyval";
import type { OutboxEntry, OutboxPhoto, OutboxStorage } from "./photo-outbox";
import { byCodeUnits } from "../../shared/domain/text-order";

const keyOf = (item: Pick<OutboxEntry, "id" | "userId">) => `${item.userId}:${item.id}`;

export function idbOutboxStorage<Item extends OutboxEntry = OutboxPhoto>(database = "wrappilot-outbox", storeName = "photos"): OutboxStorage<Item> {
  const store = createStore(database, storeName);
  const ownedBy = (userId: string) => (key: IDBValidKey) => typeof key === "string" && key.startsWith(`${userId}:`);
  return {
    async load(userId) {
      const rows = await entries<IDBValidKey, Item>(store);
      return rows
        .filter(([key]) => ownedBy(userId)(key))
        .map(([, item]) => item)
        .sort((a, b) => byCodeUnits(a.queuedAt, b.queuedAt));
    },
    save: (item) => set(keyOf(item), item, store),
    remove: (item) => del(keyOf(item), store),
    async removeAll(userId) {
      await delMany((await keys(store)).filter(ownedBy(userId)), store);
    },
  };
}
