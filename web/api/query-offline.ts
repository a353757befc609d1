type FetchState = { isPending: boolean; fetchStatus: string };

/** A query waiting for the network: TanStack pauses a fetch while the device is offline. */
export const waitsForSignal = (query: Pick<FetchState, "fetchStatus">) => query.fetchStatus === "paused";

/** A query this device never kept, waiting for a signal to fetch it: said as "not available offline" rather than loading. */
export const unavailableOffline = (query: FetchState) => query.isPending && waitsForSignal(query);
