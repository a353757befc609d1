import { LayoutTemplate } from "lucide-react";
import { useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { VehicleTemplate } from "../../../shared/domain/vehicle-templates";
import { type Job, JobCreateSchema, type SavedClient } from "../../../shared/schemas/job";
import { type CreatedJob, useCreateJob } from "../../api/job-mutations";
import { useSavedClientsQuery } from "../../api/jobs";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { EMPTY_JOB_FORM, JOB_FIELD_LABELS, type JobFormValues, toCreatePayload } from "./job-form";
import { jobFormResolver } from "./job-form-resolver";
import { JobFormSections } from "./job-form-sections";
import { mergeClientNames, readSavedClientNames, rememberClientName } from "./saved-clients";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { uuidv7 } from "../../lib/uuidv7";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";
import { useWritePreviews } from "../../api/queued-write";
import { lazyExport, whenOpen } from "../../components/lazy-page";

const VehicleTemplateLibrary = whenOpen(lazyExport(() => import("../templates/vehicle-template-library"), "VehicleTemplateLibrary"));

const NEW_CLIENT = "__new__";
const PREFILLED = ["clientContact", "clientPhone", "clientEmail", "location"] as const;
const CHOOSE_CLIENT = "Choose a client or add a new one";
const TYPE_CLIENT = "Type the new client's name";
const SAVED_EARLIER = "Your earlier try had already saved it, with the details sent then. Edit the job to change them.";

/**
 * One dialog is one new job: its id is made when the dialog opens and kept for every try. A retry
 * of the same details reuses the Idempotency-Key too, so a save that did reach the server is not
 * made twice; changed details get a new key, and if the earlier try had landed after all, the
 * server refuses the id and the job as first saved is shown.
 */
export function NewJobDialog({ onClose, onCreated }: { onClose: () => void; onCreated?: (job: Pick<Job, "id">) => void }) {
  const [jobId] = useState(uuidv7);
  useWritePreviews();
  const createJob = useCreateJob(jobId);
  const idempotency = useIdempotencyKey();
  const clientsQuery = useSavedClientsQuery();
  const serverClients = clientsQuery.data ?? [];
  const clientNames = mergeClientNames(readSavedClientNames(), serverClients.map((client) => client.clientName));
  const [choice, setChoice] = useState(clientNames.length ? "" : NEW_CLIENT);
  const clientPicker = useRef<HTMLSelectElement>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [templateTotal, setTemplateTotal] = useState<string | null>(null);
  const form = useForm<JobFormValues>({
    defaultValues: EMPTY_JOB_FORM,
    resolver: jobFormResolver(JobCreateSchema, toCreatePayload),
    shouldFocusError: false,
  });
  const clientName = form.watch("clientName");
  const clientProblem = form.formState.errors.clientName?.message;
  // Issue 31: Create Job is never disabled for a missing client; the field says what to do, and nothing is sent.
  const clientError = clientProblem && clientName.trim() === "" ? (choice === NEW_CLIENT ? TYPE_CLIENT : CHOOSE_CLIENT) : clientProblem;

  /** What the last chosen client filled in. A saved client fills in what it has; what it lacks, and any other choice, clears only what the last one filled in, never what the user typed. */
  const prefilled = useRef<Partial<Record<(typeof PREFILLED)[number], string>>>({});
  const chooseClient = (value: string) => {
    setChoice(value);
    if (value === NEW_CLIENT) form.clearErrors("clientName");
    form.setValue("clientName", value === NEW_CLIENT ? "" : value, { shouldValidate: value !== NEW_CLIENT });
    const known: SavedClient | undefined = serverClients.find((client) => client.clientName.toLowerCase() === value.toLowerCase());
    for (const field of PREFILLED) {
      const next = known?.[field] ?? "";
      if (next || form.getValues(field) === prefilled.current[field]) form.setValue(field, next);
    }
    prefilled.current = Object.fromEntries(PREFILLED.map((field) => [field, known?.[field] ?? ""]));
  };

  const takeTemplateArea = (template: VehicleTemplate) => {
    form.setValue("totalSquareFeet", String(template.wrapAreas.total), { shouldValidate: true });
    setTemplateTotal(String(template.wrapAreas.total));
  };

  const applyTemplate = (template: VehicleTemplate) => {
    form.setValue("vehicleYear", String(template.year), { shouldValidate: true });
    form.setValue("vehicleMake", template.make);
    form.setValue("vehicleModel", template.model);
    takeTemplateArea(template);
  };

  const submit = useSingleFlight(async (values: JobFormValues) => {
    const fromTemplate = templateTotal !== null && values.totalSquareFeet.trim() === templateTotal;
    const input = { ...toCreatePayload(values), ...(fromTemplate ? { totalSquareFeetSource: "template" as const } : {}) };
    let outcome: WriteOutcome<CreatedJob>;
    try {
      outcome = await createJob.submit({ id: jobId, idempotencyKey: idempotency.keyFor({ jobId, input }), input });
    } catch {
      toast({ title: "Error", description: "Failed to create job", variant: "destructive" });
      return;
    }
    idempotency.finish();
    rememberClientName(values.clientName);
    toast({ title: "Job created successfully", ...(!outcome.queued && outcome.data.savedEarlier ? { description: SAVED_EARLIER } : syncNote(outcome)) });
    onClose();
    onCreated?.(outcome.queued ? { id: jobId } : outcome.data.job);
  });
  const focusProblem = (errors: FieldErrors<JobFormValues>) => {
    const [first] = Object.keys(errors) as (keyof JobFormValues)[];
    if (first === "clientName" && choice !== NEW_CLIENT) clientPicker.current?.focus();
    else if (first) form.setFocus(first);
  };
  const onSubmit = form.handleSubmit(submit, focusProblem);

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Create New Job"
      description="Add the client, the vehicle and the job details."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="new-job-form" disabled={createJob.isPending}>
            {createJob.isPending ? "Creating..." : "Create Job"}
          </Button>
        </>
      }
    >
      <form id="new-job-form" onSubmit={onSubmit} noValidate>
        <JobFormSections
          form={form}
          onTemplate={takeTemplateArea}
          clientField={
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={JOB_FIELD_LABELS.clientName} error={choice === NEW_CLIENT ? undefined : clientError}>
                <Select ref={clientPicker} value={choice} onChange={(event) => chooseClient(event.target.value)}>
                  <option value="" disabled>
                    Choose a client
                  </option>
                  {clientNames.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                  <option value={NEW_CLIENT}>+ Add New Client</option>
                </Select>
              </FormField>
              {choice === NEW_CLIENT ? (
                <FormField label="New client name" error={clientError}>
                  <Input autoComplete="organization" autoFocus {...form.register("clientName")} />
                </FormField>
              ) : null}
            </div>
          }
          vehicleAction={
            <Button variant="outline" className="whitespace-nowrap" onClick={() => setTemplatesOpen(true)}>
              <LayoutTemplate aria-hidden className="h-5 w-5" />
              Use Template
            </Button>
          }
        />
      </form>
      <VehicleTemplateLibrary open={templatesOpen} onOpenChange={setTemplatesOpen} onSelect={applyTemplate} />
    </Dialog>
  );
}
