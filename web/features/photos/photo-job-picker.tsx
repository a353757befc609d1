import { accessAllows } from "../../../shared/domain/job-access";
import type { Job } from "../../../shared/schemas/job";
import { toast } from "../../components/ui/toast-store";
import { JobPicker } from "../jobs/job-picker";

type Props = { viewOnlyHere: boolean; onChoose: (job: Job) => void; onNewJob: () => void; onClose: () => void };

/**
 * The Camera button's first step: which job the photos are for. A job this user may only view is not taken, and they
 * are told why, since its Photos tab could not keep the photos; `viewOnlyHere` says the job page it was opened on is one.
 */
export function PhotoJobPicker({ viewOnlyHere, onChoose, onNewJob, onClose }: Props) {
  const choose = (job: Job) => {
    if (accessAllows(job.access.level, "edit")) return onChoose(job);
    toast({ title: "View only", description: `You can view ${job.clientName}'s job but not add photos to it. Pick another job, or start a new one.`, variant: "destructive" });
  };
  const description = viewOnlyHere
    ? "You can only view this job, so photos can't be added to it. Pick another job, or start a new one."
    : "Pick the job these photos are for, or start a new one.";
  return <JobPicker title="Photograph a Job" description={description} onChoose={choose} onNewJob={onNewJob} onClose={onClose} />;
}
