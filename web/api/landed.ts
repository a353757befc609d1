import type { QueryClient, QueryKey, Updater } from "@tanstack/react-query";

/**
 * Puts a landed write's answer in the cache. A fetch of the same key started before the write
 * landed (a refresh when the signal returned) is cancelled first, as its older answer would
 * otherwise arrive last and hide the write; it is then made again, for what else it would have brought.
 */
export async function putAnswer<T>(queryClient: QueryClient, queryKey: QueryKey, updater: Updater<T | undefined, T | undefined>) {
  const wasReading = queryClient.getQueryState(queryKey)?.fetchStatus === "fetching";
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, updater);
  if (wasReading) void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** Changes a kept list with a landed write's answer; a list never loaded (or refused while its job was still on its way) is fetched again instead. */
export async function changeKeptList<T>(queryClient: QueryClient, queryKey: QueryKey, change: (list: T[]) => T[]) {
  if (queryClient.getQueryData<T[]>(queryKey)) await putAnswer<T[]>(queryClient, queryKey, (list) => list && change(list));
  else void queryClient.invalidateQueries({ queryKey, exact: true });
}

/**
 * An upload the outbox delivered, put in its list (see `putAnswer`, which cancels a read of the list made before the
 * upload landed); the list is then read again for what else changed meanwhile.
 */
export async function putArrival<T>(queryClient: QueryClient, queryKey: QueryKey, updater: Updater<T | undefined, T | undefined>) {
  await putAnswer(queryClient, queryKey, updater);
  void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** A list's updater that puts `item` in its place when listed, else adds it at the list's `end` or `start`. */
export const withItem =
  <T extends { id: string }>(item: T, at: "start" | "end" = "end") =>
  (list: T[] | undefined) =>
    list && (list.some((entry) => entry.id === item.id) ? list.map((entry) => (entry.id === item.id ? item : entry)) : at === "start" ? [item, ...list] : [...list, item]);
