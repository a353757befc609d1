import { useMemo } from "react";
import { useQueuedWrites } from "./pending-changes";

/** Ids of the jobs and measurements with writes still waiting, for their "waiting to sync" marks. */
export function useWaitingIds(): Set<string> {
  const writes = useQueuedWrites();
  return useMemo(
    () => new Set(writes.filter((write) => write.state === "waiting" || write.state === "sending").flatMap((write) => ("id" in write.change ? [write.jobId, write.change.id] : [write.jobId]))),
    [writes],
  );
}
