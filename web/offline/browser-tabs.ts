/**
 * This page among the app's open tabs, through Web Locks: each tab holds a lock named for it while it lives, so a
 * tab that starts sees which tabs' records are still in use. Without Web Locks, the page counts as alone.
 */
import type { Tabs } from "./cache-persistence";

const TAB_LOCK = "wrappilot-tab:";

export function browserTabs(locks: LockManager | undefined = navigator.locks): Tabs {
  const own = crypto.randomUUID();
  if (!locks) return { own, alive: async () => new Set(), exclusively: (_name, run) => run() };
  void locks.request(TAB_LOCK + own, () => new Promise<never>(() => {}));
  return {
    own,
    async alive() {
      const { held = [], pending = [] } = await locks.query();
      return new Set([...held, ...pending].flatMap(({ name }) => (name?.startsWith(TAB_LOCK) ? [name.slice(TAB_LOCK.length)] : [])));
    },
    exclusively: async (name, run) => await locks.request(`wrappilot-${name}`, run),
  };
}
