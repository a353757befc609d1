import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { type Job, type JobPatchInput, JobPatchSchema } from "../../../shared/schemas/job";
import { JobEditConflict, useUpdateJob } from "../../api/job-mutations";
import { editConflict } from "../../api/http";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { JOB_FIELD_LABELS, type JobFormValues, jobToForm, rebaseJobForm, toJobBase, toPatchPayload } from "./job-form";
import { jobFormResolver } from "./job-form-resolver";
import { JobFormSections } from "./job-form-sections";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";
import { useWritePreviews } from "../../api/queued-write";

/** A job always has a progress: emptied in the form, it is no number rather than left out (which would change nothing). */
const keepsProgress = (patch: JobPatchInput) => (patch.progress !== undefined && String(patch.progress).trim() === "" ? { ...patch, progress: Number.NaN } : patch);

/** onClose gets the saved job after a successful save, so the page can follow up (a job just completed is asked for the vinyl used). */
export function EditJobDialog({ job, onClose }: { job: Job; onClose: (saved?: Job) => void }) {
  useWritePreviews();
  const updateJob = useUpdateJob(job.id);
  const idempotency = useIdempotencyKey();
  const [base, setBase] = useState(job);
  /** Only what the user changed is checked, as only that is sent: an untouched total that follows measurements past the typed limit does not block the save. */
  const baseForm = useRef(jobToForm(job));
  const form = useForm<JobFormValues>({
    defaultValues: jobToForm(job),
    resolver: jobFormResolver(JobPatchSchema, (values) => keepsProgress(toPatchPayload(values, baseForm.current))),
  });

  const takeCurrent = (current: Job, conflicted: string[]) => {
    form.reset(rebaseJobForm(form.getValues(), jobToForm(base), jobToForm(current), conflicted), { keepErrors: true });
    baseForm.current = jobToForm(current);
    setBase(current);
  };

  const submit = useSingleFlight(async (values: JobFormValues) => {
    const patch = toPatchPayload(values, jobToForm(base));
    if (Object.keys(patch).length === 0) return onClose();
    const request = { patch, base: toJobBase(base, patch) };
    let outcome: WriteOutcome<Job>;
    try {
      outcome = await updateJob.submit({ id: job.id, idempotencyKey: idempotency.keyFor(request), ...request });
    } catch (error) {
      toastFailure("Failed to update job", error, { fieldLabels: JOB_FIELD_LABELS });
      const conflict = editConflict(error, JobEditConflict, job.id);
      if (conflict) takeCurrent(conflict.current, conflict.fields);
      return;
    }
    idempotency.finish();
    toast({ title: "Job updated successfully", ...syncNote(outcome) });
    onClose(outcome.queued ? undefined : outcome.data);
  });
  const onSubmit = form.handleSubmit(submit);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Job"
      description={job.clientName}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onClose()}>
            Cancel
          </Button>
          <Button type="submit" form="edit-job-form" disabled={updateJob.isPending}>
            {updateJob.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <form id="edit-job-form" onSubmit={onSubmit} noValidate>
        <JobFormSections
          form={form}
          showProgress
          clientField={
            <FormField label={JOB_FIELD_LABELS.clientName} error={form.formState.errors.clientName?.message}>
              <Input autoComplete="organization" {...form.register("clientName")} />
            </FormField>
          }
        />
      </form>
    </Dialog>
  );
}
