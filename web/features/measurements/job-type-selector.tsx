import { JOB_TYPE_LABELS } from "../../../shared/domain/panels";
import { MEASUREMENT_JOB_TYPES, type MeasurementJobType } from "../../../shared/domain/vocabulary";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { formatSquareFeetExact } from "../../../shared/domain/area-text";
import { AreaText } from "../../components/area-text";
import type { JobTypeTotal } from "./measurement-groups";

type JobTypeSelectorProps = {
  value: MeasurementJobType;
  totals: Record<MeasurementJobType, JobTypeTotal>;
  onChange: (jobType: MeasurementJobType) => void;
  metric: boolean;
};

/** The job types with each one's measured area; a metric shop's with square metres beside it. */
export function JobTypeSelector({ value, totals, onChange, metric }: JobTypeSelectorProps) {
  const options = MEASUREMENT_JOB_TYPES.map((jobType) => ({
    value: jobType,
    label: (
      <>
        <span>{JOB_TYPE_LABELS[jobType]}</span>
        <span className="text-xs font-normal">
          {totals[jobType].count ? <AreaText text={formatSquareFeetExact(totals[jobType].squareFeet)} squareFeet={totals[jobType].squareFeet} metric={metric} /> : "None yet"}
        </span>
      </>
    ),
  }));
  return <SegmentedControl name="job-type" legend="Job type" value={value} options={options} onChange={onChange} className="grid-cols-2 sm:grid-cols-4" />;
}
