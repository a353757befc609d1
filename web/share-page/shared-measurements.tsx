import { Plus, Ruler } from "lucide-react";
import { Suspense, useState } from "react";
import { formatSquareFeet, formatSquareFeetExact, withSquareMetres } from "../../shared/domain/area-text";
import { TOTAL_AREA_SOURCE_TEXT } from "../../shared/domain/job-text";
import { sumSquareFeet } from "../../shared/domain/measurement-area";
import { panelLabel } from "../../shared/domain/panels";
import { sizesText } from "../../shared/domain/length-text";
import type { SharedJob, SharedMeasurement, SharedMeasurementCreated } from "../../shared/schemas/share";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { FormLoading } from "./share-form";
import { lazyExport } from "../components/lazy-page";

const AddSharedMeasurement = lazyExport(() => import("./add-shared-measurement"), "AddSharedMeasurement");

type Props = {
  token: string;
  measurements: SharedMeasurement[];
  jobArea: Pick<SharedJob, "totalSquareFeet" | "totalSquareFeetSource">;
  editable: boolean;
  /** The owner's shop works in metric: square metres beside square feet, and new measurements in centimetres. */
  metric: boolean;
  onAdded: (change: SharedMeasurementCreated) => void;
};

/** The job's own total area, under the label the owner's job detail gives it, when it is not simply the sum of the panels. */
function JobArea({ totalSquareFeet, totalSquareFeetSource, metric }: { totalSquareFeet: number; totalSquareFeetSource: SharedJob["totalSquareFeetSource"]; metric: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">
        Job total area
        <span className="block text-xs">{TOTAL_AREA_SOURCE_TEXT[totalSquareFeetSource]}</span>
      </dt>
      <dd className="font-semibold">{withSquareMetres(formatSquareFeet(totalSquareFeet), totalSquareFeet, metric)}</dd>
    </div>
  );
}

export function SharedMeasurements({ token, measurements, jobArea, editable, metric, onAdded }: Props) {
  const area = (squareFeet: number) => withSquareMetres(formatSquareFeetExact(squareFeet), squareFeet, metric);
  const [adding, setAdding] = useState(false);
  const count = measurements.length;
  const ownArea = jobArea.totalSquareFeetSource === "measurements" ? null : jobArea.totalSquareFeet;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Ruler aria-hidden className="h-5 w-5 text-primary" />
          Measurements
        </h2>
        {editable && !adding ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-5 w-5" />
            Add measurement
          </Button>
        ) : null}
      </div>
      {adding ? (
        <Suspense fallback={<FormLoading />}>
          <AddSharedMeasurement
            token={token}
            jobType={measurements.at(-1)?.jobType ?? "vehicle"}
            metric={metric}
            onAdded={(change) => {
              onAdded(change);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
      {measurements.length === 0 ? (
        <p className="text-muted-foreground">No measurements yet.</p>
      ) : (
        <ul aria-label="Measurements" className="divide-y divide-border">
          {measurements.map((measurement) => (
            <li key={measurement.id} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block break-words font-semibold">{measurement.label || panelLabel(measurement.panel)}</span>
                <span className="text-sm text-muted-foreground">{sizesText(measurement, measurement.unit)}</span>
              </span>
              <span className="shrink-0 font-medium">{measurement.squareFeet === null ? "—" : area(measurement.squareFeet)}</span>
            </li>
          ))}
        </ul>
      )}
      {count > 0 || ownArea !== null ? (
        <dl className="space-y-3 border-t border-border pt-3">
          {count > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="font-bold">
                Total
                <span className="block text-xs font-normal text-muted-foreground">
                  Measured · {count} {count === 1 ? "panel" : "panels"}
                </span>
              </dt>
              <dd className="text-right font-bold">{area(sumSquareFeet(measurements.map((measurement) => measurement.squareFeet)))}</dd>
            </div>
          ) : null}
          {ownArea !== null ? <JobArea totalSquareFeet={ownArea} totalSquareFeetSource={jobArea.totalSquareFeetSource} metric={metric} /> : null}
        </dl>
      ) : null}
    </Card>
  );
}
