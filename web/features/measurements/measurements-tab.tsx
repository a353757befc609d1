import { Plus, RefreshCw, Ruler } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { sumSquareFeet } from "../../../shared/domain/measurement-area";
import { JOB_TYPE_LABELS } from "../../../shared/domain/panels";
import type { MeasurementJobType } from "../../../shared/domain/vocabulary";
import type { Job } from "../../../shared/schemas/job";
import { useMeasurementsView } from "../../api/job-views";
import { useShopDefaultsPending } from "../../api/account-pending";
import { useShopUnit } from "../../api/shop-unit";
import { isMetric } from "../../../shared/domain/units";
import { useWaitingIds } from "../../api/waiting-ids";
import { OfflineUnavailable } from "../../components/offline-unavailable";
import { PageSkeleton } from "../../components/page-skeleton";
import { accessAllows } from "../../../shared/domain/job-access";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { AddMeasurementDialog } from "./add-measurement-dialog";
import { formatSquareFeetExact, withSquareMetres } from "../../../shared/domain/area-text";
import { JobTypeSelector } from "./job-type-selector";
import { clearMeasurementRequest, useRequestedMeasurementJob } from "./measure-request-store";
import { MeasurementCard } from "./measurement-card";
import { firstCards, groupByPanel, initialJobType, totalsByJobType } from "./measurement-groups";
import { MeasurementSummary } from "./measurement-summary";
import { UnitConverter } from "./unit-converter";
import { useRevealedCount } from "../../lib/use-revealed-count";

/** A phone screen of cards at once, the rest a few in each later task: 40 cards mounted together were one long task. */
const FIRST_CARDS = 6;
const CARDS_PER_TASK = 8;

export function MeasurementsTab({ job }: { job: Job }) {
  const query = useMeasurementsView(job.id);
  const revealed = useRevealedCount(query.data?.length ?? 0, FIRST_CARDS, CARDS_PER_TASK);
  const loaded = query.data !== undefined;
  const waitingIds = useWaitingIds();
  const shopUnit = useShopUnit();
  const metric = isMetric(shopUnit);
  const unitsPending = useShopDefaultsPending();
  /** The job type shown: the newest measurement's when the list first shows, then the user's pick; never another because the list changed. */
  const [keptType, setKeptType] = useState<MeasurementJobType | null>(null);
  const [adding, setAdding] = useState(false);
  const requested = useRequestedMeasurementJob();
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const closeDialog = () => {
    setAdding(false);
    setTimeout(() => addButtonRef.current?.focus());
  };

  useEffect(() => {
    if (requested !== job.id || !loaded) return;
    clearMeasurementRequest();
    setAdding(accessAllows(job.access.level, "edit"));
  }, [requested, job.id, job.access.level, loaded]);

  if (query.unavailableOffline) return <OfflineUnavailable what="job's measurements" />;
  if (query.isPending || unitsPending) return <PageSkeleton />;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        icon={RefreshCw}
        title="Couldn't load measurements"
        description="Check your connection and try again."
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  }

  const measurements = query.data;
  if (keptType === null && measurements.length > 0) setKeptType(initialJobType(measurements));
  const jobType = keptType ?? initialJobType(measurements);
  const groups = groupByPanel(measurements, jobType);
  const editable = accessAllows(job.access.level, "edit");
  const addButton = editable ? (
    <Button ref={addButtonRef} onClick={() => setAdding(true)}>
      <Plus aria-hidden className="h-5 w-5" />
      Add Measurement
    </Button>
  ) : null;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <JobTypeSelector value={jobType} totals={totalsByJobType(measurements)} onChange={setKeptType} metric={metric} />
        {measurements.length === 0 ? (
          <EmptyState icon={Ruler} title="No measurements yet" description="Start by adding your first measurement" action={addButton} />
        ) : groups.length === 0 ? (
          <EmptyState
            icon={Ruler}
            title={`No ${JOB_TYPE_LABELS[jobType]} measurements yet`}
            description="Choose another job type above, or add the first one here."
            action={addButton}
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-bold">{JOB_TYPE_LABELS[jobType]} measurements</h2>
              {addButton}
            </div>
            {firstCards(groups, revealed).map((group) => (
              <section key={group.name} aria-label={group.name} className="space-y-2">
                <h3 className="flex items-baseline justify-between gap-2 border-b border-border pb-1 font-semibold">
                  <span>{group.name}</span>
                  <span className="text-sm text-muted-foreground">{withSquareMetres(formatSquareFeetExact(group.squareFeet), group.squareFeet, metric)}</span>
                </h3>
                <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  {group.items.map((measurement) => (
                    <li key={measurement.id} className="[contain-intrinsic-size:auto_8.5rem] [content-visibility:auto]">
                      <MeasurementCard measurement={measurement} shopUnit={shopUnit} editable={editable} waiting={waitingIds.has(measurement.id)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
      <div className="space-y-4">
        <MeasurementSummary job={job} count={measurements.length} measuredSquareFeet={sumSquareFeet(measurements.map((item) => item.squareFeet))} />
        <UnitConverter initialUnit={shopUnit} />
      </div>
      {adding ? <AddMeasurementDialog jobId={job.id} jobType={jobType} onClose={closeDialog} /> : null}
    </div>
  );
}
