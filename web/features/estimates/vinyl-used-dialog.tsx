import { useState } from "react";
import { formatSquareFeetExact, withSquareMetres } from "../../../shared/domain/area-text";
import { rollWidthText } from "../../../shared/domain/metric-text";
import { typedNumber } from "../../lib/typed-decimal";
import { type Job, JobPatchSchema } from "../../../shared/schemas/job";
import { useShopDefaults } from "../../api/account";
import { useMetric } from "../../api/account-query";
import { useEstimates } from "../../api/estimates";
import { editConflict } from "../../api/http";
import { JobEditConflict, useUpdateJob } from "../../api/job-mutations";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";
import { useWritePreviews } from "../../api/queued-write";
import { VINYL_AMOUNT_LABELS, VINYL_MEASURES, type VinylMeasure, isRollLength, shownArea, squareFeetOf } from "./vinyl-amount";

const ROLL_WIDTHS = [54, 60, 72];

type Props = { job: Job; onClose: () => void };

/** Asked (skippably) when a job is completed: the vinyl that went on, so estimates can be checked against it. */
export function VinylUsedDialog({ job, onClose }: Props) {
  useWritePreviews();
  const updateJob = useUpdateJob(job.id);
  const idempotency = useIdempotencyKey();
  const metric = useMetric();
  const areaMeasure: VinylMeasure = metric ? "sq_m" : "sq_ft";
  const [from, setFrom] = useState(job.vinylUsedSquareFeet);
  /** What the user typed; until then the stored amount in the shop's units, which may be read after the dialog opens. */
  const [typedAmount, setAmount] = useState<string | null>(null);
  const amount = typedAmount ?? (from === null ? "" : shownArea(from, metric));
  const [picked, setUnit] = useState<VinylMeasure | null>(null);
  const unit = picked ?? areaMeasure;
  /** The roll the job's latest estimate used, else the shop's default from settings; kept once an amount is typed, so a late answer cannot change it under that amount. */
  const estimated = useEstimates(job.id).data?.[0]?.vinylRollWidth;
  const shopWidth = useShopDefaults().rollWidth;
  const offered = estimated ?? shopWidth;
  const [pickedWidth, setWidth] = useState<number | null>(null);
  const width = pickedWidth ?? (ROLL_WIDTHS.includes(offered) ? offered : 60);
  const [error, setError] = useState<string | undefined>();
  const typed = typedNumber(amount.trim());
  const valid = typeof typed === "number" && Number.isFinite(typed) && typed >= 0;
  const squareFeet = valid ? squareFeetOf(typed, unit, width) : null;
  const inUnits = (area: number) => withSquareMetres(formatSquareFeetExact(area), area, metric);

  const save = useSingleFlight(async () => {
    if (squareFeet === null) return setError("Enter the amount as a number, 0 or more");
    const refused = JobPatchSchema.safeParse({ vinylUsedSquareFeet: squareFeet }).error?.issues[0]?.message;
    if (refused) return setError(refused);
    const request = { patch: { vinylUsedSquareFeet: squareFeet }, base: { vinylUsedSquareFeet: from } };
    let outcome: WriteOutcome<Job>;
    try {
      outcome = await updateJob.submit({ id: job.id, idempotencyKey: idempotency.keyFor(request), ...request });
    } catch (failure) {
      toastFailure("Couldn't save the vinyl used", failure, { fieldLabels: { vinylUsedSquareFeet: "the vinyl used" } });
      const current = editConflict(failure, JobEditConflict, job.id)?.current;
      if (!current) return;
      setFrom(current.vinylUsedSquareFeet);
      setAmount(null);
      setUnit(areaMeasure);
      return;
    }
    toast({ title: "Vinyl used saved", description: [inUnits(squareFeet), syncNote(outcome).description].filter(Boolean).join(". ") });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="How much vinyl went on?"
      description="Optional. Recording it shows how close your estimates are."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Skip
          </Button>
          <Button onClick={() => void save()} disabled={updateJob.isPending}>
            {updateJob.isPending ? "Saving…" : "Save"}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SegmentedControl name="vinyl-unit" legend="Measured in" value={unit} options={VINYL_MEASURES[metric ? "metric" : "imperial"]} onChange={setUnit} className="grid-cols-2" />
        <FormField label={VINYL_AMOUNT_LABELS[unit]} error={error}>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setWidth(width);
              setError(undefined);
            }}
            autoComplete="off"
            autoFocus
          />
        </FormField>
        {isRollLength(unit) ? (
          <FormField label={metric ? "Roll width (cm)" : "Roll width (in)"}>
            <Select value={String(width)} onChange={(event) => setWidth(Number(event.target.value))}>
              {ROLL_WIDTHS.map((value) => (
                <option key={value} value={value}>
                  {rollWidthText(value, metric)}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {squareFeet === null ? "Square feet are worked out from what you enter." : `That is ${inUnits(squareFeet)}.`}
        </p>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
