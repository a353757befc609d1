/**
 * A job and its measurements as the job's screens show them: the server's data (fetched, or kept on the device) with
 * the user's queued writes laid on top. The dashboard's lists and counts are in job-list-views.ts.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { pendingJob, pendingMeasurements, withMeasuredTotal } from "../offline/pending-view";
import { isGone } from "./http";
import { jobQuery } from "./jobs";
import { measurementsQuery } from "./measurements";
import { usePendingChanges } from "./pending-changes";
import { unavailableOffline } from "./query-offline";

type JobViewOptions = { retry?: (failures: number, error: Error) => boolean };

/**
 * One job: `job` is undefined until known, null once a queued write deletes it. unavailableOffline:
 * there is no signal and this device has never kept the job.
 */
export function useJobView(id: string, { retry }: JobViewOptions = {}) {
  const changes = usePendingChanges();
  const query = useQuery({ ...jobQuery(id), ...(retry ? { retry } : {}) });
  const measurements = useQuery({ ...measurementsQuery(id), enabled: false });
  const gone = isGone(query.error);
  const job = useMemo(() => {
    const shown = pendingJob(gone ? undefined : query.data, changes, id);
    return shown ? withMeasuredTotal(shown, pendingMeasurements(measurements.data, changes, id)) : shown;
  }, [query.data, gone, measurements.data, changes, id]);
  return { query, job, unavailableOffline: job === undefined && unavailableOffline(query) };
}

export function useMeasurementsView(jobId: string) {
  const changes = usePendingChanges();
  const query = useQuery(measurementsQuery(jobId));
  const data = useMemo(() => pendingMeasurements(query.data, changes, jobId), [query.data, changes, jobId]);
  const known = data !== undefined;
  return {
    data,
    isPending: !known && query.isPending,
    isError: !known && query.isError,
    unavailableOffline: !known && unavailableOffline(query),
    refetch: () => query.refetch(),
  };
}
