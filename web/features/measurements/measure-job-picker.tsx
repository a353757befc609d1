import { useLocation } from "wouter";
import type { Job } from "../../../shared/schemas/job";
import { jobPath } from "../../lib/routes";
import { JobPicker } from "../jobs/job-picker";
import { openNewJobThen } from "../jobs/new-job-store";
import { closeJobPicker, requestMeasurement } from "./measure-request-store";

/** The Measure button's first step: which job is being measured. */
export function MeasureJobPicker({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();

  const measure = (job: Pick<Job, "id">) => {
    requestMeasurement(job.id);
    navigate(jobPath(job.id, "measurements"));
  };

  const newJob = () => {
    closeJobPicker();
    openNewJobThen(measure);
  };

  return <JobPicker title="Measure a Job" description="Pick the job you're measuring, or start a new one." onChoose={measure} onNewJob={newJob} onClose={onClose} />;
}
