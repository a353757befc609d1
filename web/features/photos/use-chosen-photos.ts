import { useCallback, useState, useSyncExternalStore } from "react";
import { chosenPhotos, choosePhotos, subscribeChosenPhotos, unchoosePhotos } from "./chosen-photo-store";

/** The job's photos chosen for upload (kept while the tab is left), and why the last files chosen were not all added. */
export function useChosenPhotos(jobId: string) {
  const list = useSyncExternalStore(subscribeChosenPhotos, () => chosenPhotos(jobId));
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = useCallback((files: File[]) => setRefusal(choosePhotos(jobId, files)), [jobId]);

  const remove = useCallback(
    (ids: string[]) => {
      unchoosePhotos(jobId, ids);
      setRefusal(null);
    },
    [jobId],
  );

  return { list, refusal, add, remove };
}
