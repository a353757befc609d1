import type { ChangeEvent, ReactNode } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { formatSquareMetres } from "../../../shared/domain/area-text";
import { typedNumber } from "../../lib/typed-decimal";
import { useMetric } from "../../api/account-query";
import { JOB_STATUS_OPTIONS } from "../../../shared/domain/job-status";
import type { VehicleTemplate } from "../../../shared/domain/vehicle-templates";
import { VIN_INPUT_MAX_LENGTH, VIN_PLACEHOLDER, normaliseVinInput } from "../../../shared/domain/vin";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { JOB_FIELD_LABELS, type JobFormValues } from "./job-form";
import { VinFillButton } from "./vin-fill-button";

type SectionsProps = {
  form: UseFormReturn<JobFormValues>;
  clientField: ReactNode;
  vehicleAction?: ReactNode;
  showProgress?: boolean;
  onTemplate?: (template: VehicleTemplate) => void;
};

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="whitespace-nowrap text-lg font-bold">{title}</legend>
        {action}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The VIN as the Wrapulator's box takes it (a-z upper-cased, spaces and dashes of a pasted VIN dropped, 17 kept), in
 * place with the caret kept; CSS text-transform would show a ß as SS, which is not what is sent.
 */
function normaliseVinInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const next = normaliseVinInput(input.value);
  if (next === input.value) return;
  const caret = normaliseVinInput(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
  input.value = next;
  input.setSelectionRange(caret, caret);
}

const AREA_HINT = "Leave empty to use the measurements' total.";

/** A metric shop sees the square metres of the square feet typed (a job's total is kept in square feet). */
function useAreaHint(form: UseFormReturn<JobFormValues>): string {
  const metric = useMetric();
  const typed = typedNumber(useWatch({ control: form.control, name: "totalSquareFeet" }));
  if (!metric || typeof typed !== "number" || !Number.isFinite(typed) || typed <= 0) return AREA_HINT;
  return `That is ${formatSquareMetres(typed)}. ${AREA_HINT}`;
}

export function JobFormSections({ form, clientField, vehicleAction, showProgress, onTemplate }: SectionsProps) {
  const { register, formState } = form;
  const areaHint = useAreaHint(form);
  const error = (field: keyof JobFormValues) => formState.errors[field]?.message;
  const completeMeansDone = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value === "completed" && Number(form.getValues("progress")) < 100) form.setValue("progress", "100", { shouldDirty: true });
  };
  const vin = register("vehicleVin");
  return (
    <div className="space-y-8">
      <Section title="Client Information">
        <div className="sm:col-span-2">{clientField}</div>
        <FormField label={JOB_FIELD_LABELS.clientContact} error={error("clientContact")}>
          <Input autoComplete="off" {...register("clientContact")} />
        </FormField>
        <FormField label={JOB_FIELD_LABELS.location} error={error("location")}>
          <Input autoComplete="off" {...register("location")} />
        </FormField>
        <FormField label={JOB_FIELD_LABELS.clientPhone} error={error("clientPhone")}>
          <Input type="tel" autoComplete="off" {...register("clientPhone")} />
        </FormField>
        <FormField label={JOB_FIELD_LABELS.clientEmail} error={error("clientEmail")}>
          <Input type="email" autoComplete="off" autoCapitalize="none" {...register("clientEmail")} />
        </FormField>
      </Section>
      <Section title="Vehicle Information" action={vehicleAction}>
        <FormField label={JOB_FIELD_LABELS.jobName} error={error("jobName")}>
          <Input autoComplete="off" {...register("jobName")} />
        </FormField>
        <div className="space-y-2">
          <FormField label={JOB_FIELD_LABELS.vehicleVin} error={error("vehicleVin")}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={VIN_PLACEHOLDER}
              maxLength={VIN_INPUT_MAX_LENGTH}
              {...vin}
              onChange={(event) => {
                normaliseVinInPlace(event);
                return vin.onChange(event);
              }}
            />
          </FormField>
          <VinFillButton form={form} onTemplate={onTemplate} />
        </div>
        <FormField label={JOB_FIELD_LABELS.vehicleYear} error={error("vehicleYear")}>
          <Input inputMode="numeric" autoComplete="off" {...register("vehicleYear")} />
        </FormField>
        <FormField label={JOB_FIELD_LABELS.vehicleMake} error={error("vehicleMake")}>
          <Input autoComplete="off" {...register("vehicleMake")} />
        </FormField>
        <FormField label={JOB_FIELD_LABELS.vehicleModel} error={error("vehicleModel")}>
          <Input autoComplete="off" {...register("vehicleModel")} />
        </FormField>
        <FormField label={JOB_FIELD_LABELS.vehicleColor} error={error("vehicleColor")}>
          <Input autoComplete="off" {...register("vehicleColor")} />
        </FormField>
        <FormField label={JOB_FIELD_LABELS.totalSquareFeet} error={error("totalSquareFeet")} hint={areaHint}>
          <Input inputMode="decimal" autoComplete="off" {...register("totalSquareFeet")} />
        </FormField>
      </Section>
      <Section title="Job Details">
        <FormField label={JOB_FIELD_LABELS.status} error={error("status")}>
          <Select {...register("status", { onChange: completeMeansDone })}>
            {JOB_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={JOB_FIELD_LABELS.dueDate} error={error("dueDate")}>
          <Input type="date" {...register("dueDate")} />
        </FormField>
        {showProgress ? (
          <FormField label={JOB_FIELD_LABELS.progress} error={error("progress")}>
            <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...register("progress")} />
          </FormField>
        ) : null}
        <div className="sm:col-span-2">
          <FormField label={JOB_FIELD_LABELS.notes} error={error("notes")}>
            <Textarea {...register("notes")} />
          </FormField>
        </div>
      </Section>
    </div>
  );
}
