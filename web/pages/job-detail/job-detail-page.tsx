import { FileQuestion, RefreshCw, Trash2 } from "lucide-react";
import { Suspense, useCallback, useDeferredValue, useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import { useLocationProperty } from "wouter/use-browser-location";
import { ApiError, isUnauthorizedError } from "../../api/http";
import { useJobView } from "../../api/job-views";
import { useWaitingIds } from "../../api/waiting-ids";
import type { Job } from "../../../shared/schemas/job";
import { Button, buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { ErrorBoundary, anyError } from "../../components/error-boundary";
import { OfflineUnavailable } from "../../components/offline-unavailable";
import { PageSkeleton } from "../../components/page-skeleton";
import { useRequestedMeasurementJob } from "../../features/measurements/measure-request-store";
import { JobTabs } from "./job-tabs";
import { EditJobDialog, type JobTab, StrandedUploads, jobTabOf } from "./job-page-parts";
import { JobHeader } from "./job-header";
import { jobTitle } from "../../../shared/domain/job-text";
import { LazyVinylUsedDialog } from "../../features/estimates/vinyl-used-dialog-lazy";
import { useFetchPartsOnceShown } from "../../lib/parts-once-shown";
import { useDocumentTitle } from "../../lib/use-document-title";

/** A save that moved the job to completed, with no vinyl recorded yet, is followed by the (skippable) vinyl-used question. */
const justCompleted = (before: Job, saved: Job | undefined) =>
  saved !== undefined && before.status !== "completed" && saved.status === "completed" && saved.vinylUsedSquareFeet === null;

const MAX_RETRIES = 3;

/** The tab the address names, followed through every way it changes: a link's pushState (which fires no hashchange), Back, a typed #. */
const tabFromHash = () => jobTabOf(window.location.hash);

/** Names the tab in the address, which the page follows (tabFromHash); the same function on every render, so the header and tabs are not drawn again for a new one. */
function changeTab(next: JobTab) {
  history.replaceState(history.state, "", next === "overview" ? window.location.pathname : `#${next}`);
}

const openPhotos = () => changeTab("photos");

export default function JobDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const tab = useLocationProperty(tabFromHash);
  const [editing, setEditing] = useState(false);
  const [askVinyl, setAskVinyl] = useState(false);
  const startEditing = useCallback(() => setEditing(true), []);
  const { query, job: current, unavailableOffline } = useJobView(id, {
    retry: (failures, error) =>
      failures < MAX_RETRIES && !isUnauthorizedError(error) && !(error instanceof ApiError && error.status === 404),
  });
  // The job's screen renders in the background, in slices the browser can interrupt, rather than in one long task when the job arrives.
  const shown = useDeferredValue(current);
  const waiting = useWaitingIds().has(id);
  useDocumentTitle(shown ? jobTitle(shown) : null);
  useFetchPartsOnceShown(Boolean(shown));

  const requestedMeasurement = useRequestedMeasurementJob();
  useEffect(() => {
    if (requestedMeasurement === id) changeTab("measurements");
  }, [requestedMeasurement, id]);

  if (shown === null) {
    return (
      <>
        <EmptyState
          icon={Trash2}
          title="Job deleted"
          description="It is deleted on this device, and will be on the server as soon as the signal is back."
          action={
            <Link href="/" className={buttonClasses("primary")}>
              Back to jobs
            </Link>
          }
        />
        <GoneJobUploads jobId={id} />
      </>
    );
  }
  if (unavailableOffline) return <OfflineUnavailable what="job" />;
  if (!shown && (query.isPending || current !== undefined)) return <PageSkeleton />;
  if (!shown) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <EmptyState
          icon={missing ? FileQuestion : RefreshCw}
          title={missing ? "Job not found" : "Couldn't load this job"}
          description={
            missing ? "It may have been deleted, or the link belongs to another account." : "Check your connection and try again."
          }
          action={
            missing ? (
              <Link href="/" className={buttonClasses("primary")}>
                Back to jobs
              </Link>
            ) : (
              <Button onClick={() => query.refetch()}>Try again</Button>
            )
          }
        />
        {missing ? <GoneJobUploads jobId={id} /> : null}
      </>
    );
  }

  return (
    <div className="space-y-5">
      <JobHeader job={shown} waiting={waiting} onEdit={startEditing} onPhotos={openPhotos} />
      <JobTabs job={shown} tab={tab} onTab={changeTab} />
      {editing ? (
        <EditJobDialog
          job={shown}
          onClose={(saved) => {
            setEditing(false);
            setAskVinyl(justCompleted(shown, saved));
          }}
        />
      ) : null}
      {askVinyl ? <LazyVinylUsedDialog job={shown} onClose={() => setAskVinyl(false)} /> : null}
    </div>
  );
}

/** The uploads left for a job that is gone, below the page's message once their code is in; nothing more if it cannot come. */
function GoneJobUploads({ jobId }: { jobId: string }) {
  return (
    <ErrorBoundary catches={anyError} fallback={() => null}>
      <Suspense fallback={null}>
        <StrandedUploads jobId={jobId} />
      </Suspense>
    </ErrorBoundary>
  );
}
