import { useForm } from "react-hook-form";
import { type Job, JobPatchSchema } from "../../../shared/schemas/job";
import { useUpdateJob } from "../../api/jobs";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { type JobFormValues, jobToForm, toPatchPayload } from "./job-form";
import { jobFormResolver } from "./job-form-resolver";
import { JobFormSections } from "./job-form-sections";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";

export function EditJobDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const updateJob = useUpdateJob(job.id);
  const initial = jobToForm(job);
  const form = useForm<JobFormValues>({
    defaultValues: initial,
    resolver: jobFormResolver(JobPatchSchema, (values) => values),
  });

  const submit = useSingleFlight(async (values: JobFormValues) => {
    const patch = toPatchPayload(values, initial);
    if (Object.keys(patch).length === 0) return onClose();
    try {
      await updateJob.mutateAsync(patch);
    } catch (error) {
      toastFailure("Failed to update job", error);
      return;
    }
    toast({ title: "Job updated successfully" });
    onClose();
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
          <Button variant="outline" onClick={onClose}>
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
            <FormField label="Client company" error={form.formState.errors.clientName?.message}>
              <Input autoComplete="organization" {...form.register("clientName")} />
            </FormField>
          }
        />
      </form>
    </Dialog>
  );
}
